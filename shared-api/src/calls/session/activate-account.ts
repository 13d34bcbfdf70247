import { z } from 'zod/mini';
import { apiClient } from 'shared-api';
import type { CreatedAnswer } from '../../types/entities';
import { passwordSchema } from '../../validation/password';
import { emailSchema } from '../../validation/text';

export const activateAccountSchema = z.object({ email: emailSchema, password: passwordSchema });
export type ActivateAccountPayload = z.infer<typeof activateAccountSchema>;

/** POST /Account/Activate (sign-up). A 401 carries field errors: pass fieldErrorStatuses [401, 422]. */
export async function activateAccount(payload: ActivateAccountPayload): Promise<CreatedAnswer> {
  const { data } = await apiClient.post<CreatedAnswer>('/Account/Activate', payload, {
    skipSessionExpiry: true,
  });
  return data;
}
