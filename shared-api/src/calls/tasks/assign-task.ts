import { z } from 'zod/mini';
import { apiClient, m } from 'shared-api';
import type { CreatedAnswer } from '../../types/entities';
import { dateFromTodaySchema } from '../../validation/dates';
import { fieldRules } from '../../validation/field-rules';
import { idSchema, requiredText } from '../../validation/text';

export const assignTaskSchema = z.object({
  AssignedTo: idSchema(m('Choose an intern')),
  Task: requiredText(m('Task'), fieldRules.taskTitle),
  TaskDescription: requiredText(m('Description'), fieldRules.taskDescription),
  Deadline: dateFromTodaySchema(),
});
export type AssignTaskPayload = z.output<typeof assignTaskSchema>;

/** POST /Task: answers 201. Only to the supervisor's own interns. */
export async function assignTask(payload: AssignTaskPayload): Promise<CreatedAnswer> {
  const { data } = await apiClient.post<CreatedAnswer>('/Task', payload);
  return data;
}
