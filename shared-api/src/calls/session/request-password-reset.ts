import { z } from 'zod/mini';
import { apiClient } from 'shared-api';
import type { MessageAnswer } from '../../types/entities';
import { emailSchema } from '../../validation/text';

export const requestPasswordResetSchema = z.object({ email: emailSchema });
export type RequestPasswordResetPayload = z.infer<typeof requestPasswordResetSchema>;

/** POST /PasswordReset: e-mails a reset link; answers 200 for any well-formed e-mail. */
export async function requestPasswordReset(
  payload: RequestPasswordResetPayload,
): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>('/PasswordReset', payload, {
    skipSessionExpiry: true,
  });
  return data;
}
