import { z } from 'zod/mini';
import { apiClient, m } from 'shared-api';
import { apiPath } from 'shared-api';
import type { Id, MessageAnswer } from '../../types/entities';
import { fieldRules } from '../../validation/field-rules';
import { requiredText } from '../../validation/text';

export const returnLogbookEntrySchema = z.object({
  Remark: requiredText(m('The remark'), fieldRules.logbookRemark),
});
export type ReturnLogbookEntryPayload = z.output<typeof returnLogbookEntrySchema>;

/** POST /Supervisor/Logbook/{id}/Return: a submitted entry goes back to the intern with the remark. */
export async function returnLogbookEntry(
  id: Id,
  payload: ReturnLogbookEntryPayload,
): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>(
    apiPath`/Supervisor/Logbook/${id}/Return`,
    payload,
  );
  return data;
}
