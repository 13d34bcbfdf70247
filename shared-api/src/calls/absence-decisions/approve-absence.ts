import { z } from 'zod/mini';
import { apiClient, m } from 'shared-api';
import { apiPath } from 'shared-api';
import type { Id, MessageAnswer } from '../../types/entities';
import { fieldRules } from '../../validation/field-rules';
import { requiredText } from '../../validation/text';

/** An approval's remark may stay empty: then none is sent. */
export const approveAbsenceSchema = z.object({
  Remark: z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'string' && value.trim() === '' ? undefined : value,
    ),
    z.optional(requiredText(m('The remark'), fieldRules.logbookRemark)),
  ),
});
export type ApproveAbsencePayload = z.output<typeof approveAbsenceSchema>;

/** POST /Supervisor/Absence/{id}/Approve: only a pending request; its days become excused. */
export async function approveAbsence(
  id: Id,
  payload: ApproveAbsencePayload,
): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>(
    apiPath`/Supervisor/Absence/${id}/Approve`,
    payload,
  );
  return data;
}
