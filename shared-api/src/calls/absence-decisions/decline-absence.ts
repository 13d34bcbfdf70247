import { z } from 'zod/mini';
import { apiClient, m } from 'shared-api';
import { apiPath } from 'shared-api';
import type { Id, MessageAnswer } from '../../types/entities';
import { fieldRules } from '../../validation/field-rules';
import { requiredText } from '../../validation/text';

/** A decline says why: the remark is required. */
export const declineAbsenceSchema = z.object({
  Remark: requiredText(m('The remark'), fieldRules.logbookRemark),
});
export type DeclineAbsencePayload = z.output<typeof declineAbsenceSchema>;

/** POST /Supervisor/Absence/{id}/Decline: only a pending request (409 otherwise). */
export async function declineAbsence(
  id: Id,
  payload: DeclineAbsencePayload,
): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>(
    apiPath`/Supervisor/Absence/${id}/Decline`,
    payload,
  );
  return data;
}
