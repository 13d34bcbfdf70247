import { z } from 'zod/mini';
import { apiClient, m } from 'shared-api';
import { apiPath } from 'shared-api';
import type { Id, MessageAnswer } from '../../types/entities';
import { fieldRules } from '../../validation/field-rules';
import { requiredText } from '../../validation/text';

export const updateCommentSchema = z.object({
  Comment: requiredText(m('The comment'), fieldRules.comment),
});
export type UpdateCommentPayload = z.infer<typeof updateCommentSchema>;

/** PUT /Comment/{id}: only its author (checked by user id on the server). */
export async function updateComment(id: Id, payload: UpdateCommentPayload): Promise<MessageAnswer> {
  const { data } = await apiClient.put<MessageAnswer>(apiPath`/Comment/${id}`, payload);
  return data;
}
