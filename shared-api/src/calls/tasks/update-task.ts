import { z } from 'zod/mini';
import { apiClient, m } from 'shared-api';
import { apiPath } from 'shared-api';
import type { Id, MessageAnswer } from '../../types/entities';
import { dateFromTodaySchema } from '../../validation/dates';
import { fieldRules } from '../../validation/field-rules';
import { requiredText } from '../../validation/text';

export const updateTaskSchema = z.object({
  Task: requiredText(m('Task'), fieldRules.taskTitle),
  Description: requiredText(m('Description'), fieldRules.taskDescription),
  Deadline: dateFromTodaySchema(),
});
export type UpdateTaskPayload = z.output<typeof updateTaskSchema>;

/** PUT /Task/{id} */
export async function updateTask(id: Id, payload: UpdateTaskPayload): Promise<MessageAnswer> {
  const { data } = await apiClient.put<MessageAnswer>(apiPath`/Task/${id}`, payload);
  return data;
}
