import { isAxiosError } from 'axios';
import { apiClient } from '../../client/api-client';
import type { LoginAnswer, SecondStep } from '../../types/entities';
// The form's rules (zod) stay in 'shared-api/forms'; the session store needs only the call.
import type { LoginPayload } from './login-form';

/**
 * POST /login. Prefer the session store's `login`, which also stores the session. A user with a
 * second factor (or whom the sign-in policy asks to set one up) gets a second step instead.
 */
export async function postLogin(payload: LoginPayload): Promise<LoginAnswer | SecondStep> {
  const { data } = await apiClient.post<LoginAnswer | SecondStep>('/login', payload, {
    skipSessionExpiry: true,
  });
  return data;
}

/**
 * A first login with a password the user did not choose (the generated first administrator's)
 * is refused with 403 and the token of a reset link: the login page opens that link.
 */
export function passwordChangeTokenOf(error: unknown): string | null {
  if (!isAxiosError(error) || error.response?.status !== 403) return null;
  const token = (error.response.data as { resetToken?: unknown } | undefined)?.resetToken;
  return typeof token === 'string' && token ? token : null;
}
