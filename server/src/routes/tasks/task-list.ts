import { z } from 'zod';
import type { Db } from '../../db/database';
import {
  ATTENTION_FILTERS,
  type AttentionFilter,
} from '../../domain/tasks/task-attention.repository';
import { pageTasks, TASK_SORTS, type TaskSort } from '../../domain/tasks/task-list.repository';
import { fieldError } from '../../lib/errors';
import { m } from '../../lib/texts';
import { listQuerySchema, textFilter, totalField, type ListRequest } from '../../lib/list-query';
import type { Role } from '../../db/schema';
import { taskSchema, toTask } from './schemas';

const SORTS = [...Object.keys(TASK_SORTS), 'Attention'] as unknown as [TaskSort, ...TaskSort[]];

export const taskListQuery = listQuerySchema(
  SORTS,
  textFilter(),
  "Supervisor: the intern's name, exact. Intern: the task status, Assigned or Completed",
).extend({
  attention: z
    .enum(ATTENTION_FILTERS, { error: m('The attention must be overdue or needsRating.') })
    .optional()
    .describe(
      "Only the overdue tasks (deadline before the firm's day, not Completed), or the " +
        'Completed ones without a rating; a list parameter. sort=Attention: those first',
    ),
});

export const taskListAnswer = z.union([
  z.object({ Tasks: z.array(taskSchema), Total: totalField }),
  z.array(taskSchema),
]);

const STATUSES = ['Assigned', 'Completed'] as const;
const isStatus = (text: string): text is (typeof STATUSES)[number] =>
  (STATUSES as readonly string[]).includes(text);

/** The paged answer is `{ Tasks, Total }` for both roles (a supervisor's bare list has no key). */
export async function pageOfTasks(
  db: Db,
  actor: { id: number; role: Role },
  request: ListRequest<TaskSort, string>,
  attention: AttentionFilter | undefined,
  today: string,
) {
  const { filter, ...rest } = request;
  if (actor.role === 'INT') {
    if (filter !== undefined && !isStatus(filter)) {
      throw fieldError('filter', m('The filter must be Assigned or Completed.'));
    }
    const { rows, total } = await pageTasks(
      db,
      { internId: actor.id },
      { ...rest, filter: { status: filter, attention } },
      today,
    );
    return { Tasks: rows.map(toTask), Total: total };
  }
  const { rows, total } = await pageTasks(
    db,
    { supervisorId: actor.id },
    { ...rest, filter: { internName: filter, attention } },
    today,
  );
  return { Tasks: rows.map(toTask), Total: total };
}
