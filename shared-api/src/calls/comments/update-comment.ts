import { z } from 'zod/mini';
import { apiClient } from 'shared-api';
import { apiPath } from 'shared-api';
import type { Id, MessageAnswer } from '../../types/entities';
import { requiredText } from '../../validation/text';

export const updateCommentSchema = z.object({ Comment: requiredText('The comment', 5000) });
export type UpdateCommentPayload = z.infer<typeof updateCommentSchema>;

/** PUT /Comment/{id}: only its author (checked by user id on the server). */
export async function updateComment(id: Id, payload: UpdateCommentPayload): Promise<MessageAnswer> {
  const { data } = await apiClient.put<MessageAnswer>(apiPath`/Comment/${id}`, payload);
  return data;
}
