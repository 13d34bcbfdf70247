import { z } from 'zod/mini';
import { apiClient, m } from 'shared-api';
import type { CreatedAnswer } from '../../types/entities';
import { fieldRules } from '../../validation/field-rules';
import { idSchema, requiredText } from '../../validation/text';

export const addCommentSchema = z.object({
  Taskid: idSchema(m('The task is missing')),
  Intern_comment: requiredText(m('The comment'), fieldRules.comment),
  Userid: idSchema(m('The author is missing')),
});
export type AddCommentPayload = z.output<typeof addCommentSchema>;

/**
 * POST /Comment: an intern's comment or a supervisor's remark on a task. With `requestKey`
 * (Idempotency-Key), sending it again answers the comment the first send made.
 */
export async function addComment(
  payload: AddCommentPayload,
  requestKey?: string,
): Promise<CreatedAnswer> {
  const headers = requestKey ? { 'Idempotency-Key': requestKey } : undefined;
  const { data } = await apiClient.post<CreatedAnswer>('/Comment', payload, { headers });
  return data;
}
