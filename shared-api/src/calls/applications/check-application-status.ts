import { z } from 'zod/mini';
import { apiClient } from 'shared-api';
import type { ApplicationStatusResult } from '../../types/entities';
import { emailSchema } from '../../validation/text';

export const checkApplicationStatusSchema = z.object({ Email: emailSchema });
export type CheckApplicationStatusPayload = z.infer<typeof checkApplicationStatusSchema>;

/** POST /ApplicationStatus: the newest application for the e-mail (stored status, not display text). */
export async function checkApplicationStatus(
  payload: CheckApplicationStatusPayload,
): Promise<ApplicationStatusResult> {
  const { data } = await apiClient.post<{ ApplicationStatus: ApplicationStatusResult }>(
    '/ApplicationStatus',
    payload,
    { skipSessionExpiry: true },
  );
  return data.ApplicationStatus;
}
