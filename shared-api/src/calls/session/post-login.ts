import { z } from 'zod';
import { apiClient } from '../../client/api-client';
import type { LoginAnswer } from '../../types/entities';
import { emailSchema } from '../../validation/text';
import { passwordMessages } from '../../validation/password';

export const loginSchema = z.object({
  email: emailSchema,
  // Only the presence: old passwords may predate the current rules.
  password: z.string().min(1, passwordMessages.required),
});
export type LoginPayload = z.infer<typeof loginSchema>;

/** POST /login. Prefer the session store's `login`, which also stores the session. */
export async function postLogin(payload: LoginPayload): Promise<LoginAnswer> {
  const { data } = await apiClient.post<LoginAnswer>('/login', payload, {
    skipSessionExpiry: true,
  });
  return data;
}
