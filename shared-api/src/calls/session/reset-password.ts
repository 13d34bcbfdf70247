import { z } from 'zod/mini';
import { apiClient, m } from 'shared-api';
import type { MessageAnswer } from '../../types/entities';
import { passwordSchema } from '../../validation/password';

export const resetPasswordSchema = z.object({
  token: z.string().check(z.minLength(1, m('The reset link is incomplete'))),
  password: passwordSchema,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

/** POST /Reset with the token from /resetPassword/{token}. */
export async function resetPassword(payload: ResetPasswordPayload): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>('/Reset', payload, {
    skipSessionExpiry: true,
  });
  return data;
}
