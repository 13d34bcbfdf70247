import { z } from 'zod/mini';
import { apiClient } from 'shared-api';
import type { CreatedAnswer, MessageAnswer } from '../../types/entities';
import { passwordSchema } from '../../validation/password';
import { emailSchema } from '../../validation/text';

export const activateAccountSchema = z.object({ email: emailSchema, password: passwordSchema });
/** The form's fields, plus the token of the link e-mailed to the applicant, when the page has one. */
export type ActivateAccountPayload = z.infer<typeof activateAccountSchema> & { token?: string };

/**
 * POST /Account/Activate (sign-up). 201: the account exists. 202: no valid link came with it, so
 * the server e-mailed one; its message is for the page. A 401 carries field errors: pass
 * fieldErrorStatuses [401, 422].
 */
export async function activateAccount(
  payload: ActivateAccountPayload,
): Promise<{ created: true; answer: CreatedAnswer } | { created: false; answer: MessageAnswer }> {
  const { data, status } = await apiClient.post<CreatedAnswer | MessageAnswer>(
    '/Account/Activate',
    payload,
    { skipSessionExpiry: true },
  );
  return status === 201
    ? { created: true, answer: data as CreatedAnswer }
    : { created: false, answer: data };
}
