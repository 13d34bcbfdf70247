import { apiClient } from '../../client/api-client';
import type { LoginAnswer } from '../../types/entities';
// The form's rules (zod) stay in 'shared-api/forms'; the session store needs only the call.
import type { LoginPayload } from './login-form';

/** POST /login. Prefer the session store's `login`, which also stores the session. */
export async function postLogin(payload: LoginPayload): Promise<LoginAnswer> {
  const { data } = await apiClient.post<LoginAnswer>('/login', payload, {
    skipSessionExpiry: true,
  });
  return data;
}
