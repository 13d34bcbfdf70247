import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { selectPage, type ListDescription, type SortColumn } from '../../db/paging';
import { countRows } from '../../db/row-counts.repository';
import type { Database, TaskStatus } from '../../db/schema';
import { sqlRules } from '../../db/sql-rules';
import type { ListRequest } from '../../lib/list-query';
import {
  attentionSort,
  isOverdue,
  needsRating,
  type AttentionFilter,
} from './task-attention.repository';
import { supervisedBy, supervisorTasks, taskListView, type TaskListRow } from './tasks.repository';

export type TaskOwner = { internId: number } | { supervisorId: number };

/** The answer row's fields (routes/tasks/schemas.ts) and the columns behind them. */
export const TASK_SORTS = {
  id: { column: 'tasks.id' },
  Task: { column: 'tasks.title' },
  Deadline: { column: 'tasks.deadline' },
  Status: { column: 'tasks.status' },
  Rating: { column: 'tasks.rating', nullable: true },
  CompletedAt: { column: 'tasks.completed_at', nullable: true },
  assignedto: { column: 'interns.name' },
  assignedby: { column: 'supervisors.name' },
} satisfies Record<string, SortColumn>;

/** Besides the fields: what needs the supervisor first (`attentionSort`; `order` is ignored). */
export type TaskSort = keyof typeof TASK_SORTS | 'Attention';

export interface TaskFilter {
  internName?: string;
  status?: TaskStatus;
  attention?: AttentionFilter;
}

type TaskParams = {
  /** The intern's or the supervisor's id. */
  owner: number;
  /** The firm's day (APP_TIMEZONE): which tasks are overdue. */
  today: string;
  internName?: string;
  status?: TaskStatus;
  overdue?: boolean;
  needsRating?: boolean;
};

const usersWhere = (
  eb: ExpressionBuilder<Database, 'tasks'>,
  column: 'tasks.assigned_to' | 'tasks.assigned_by',
  match: (inner: ExpressionBuilder<Database, 'users'>) => Expression<SqlBool>,
) => eb(column, 'in', eb.selectFrom('users').select('users.id').where(match));

/** Tasks with the people a sort by name reads. */
const withPeople = (from: SelectQueryBuilder<Database, 'tasks', object>) =>
  from
    .leftJoin('users as interns', 'interns.id', 'tasks.assigned_to')
    .leftJoin('users as supervisors', 'supervisors.id', 'tasks.assigned_by');

/**
 * An intern's tasks, or a supervisor's (those they assigned and those of their interns), by
 * deadline. Search: the title and the other party's name. On PostgreSQL a supervisor's tasks
 * are two index-only parts (`supervisorTasks`), the same rows as `supervisedBy`.
 */
function taskList(
  role: 'intern' | 'supervisor',
): ListDescription<TaskParams, 'tasks', TaskListRow> {
  const other = role === 'intern' ? 'tasks.assigned_by' : 'tasks.assigned_to';
  return {
    id: 'tasks.id',
    keys: (db, { owner }, joined) => {
      const rules = sqlRules(db);
      const mine =
        role === 'intern'
          ? db.selectFrom('tasks').where('tasks.assigned_to', '=', owner)
          : rules.splitsSupervisorTasks
            ? supervisorTasks(db, owner)
            : db.selectFrom('tasks').where((eb) => supervisedBy(eb, owner, rules));
      return joined ? withPeople(mine) : mine;
    },
    rows: (db) => taskListView(db),
    filters: {
      internName: (eb, name) =>
        usersWhere(eb, 'tasks.assigned_to', (inner) => inner('users.name', '=', name)),
      status: (eb, status) => eb('tasks.status', '=', status),
      overdue: (_, __, { today }) => isOverdue(today),
      needsRating: () => needsRating,
    },
    sorts: { ...TASK_SORTS, Attention: ({ today }) => attentionSort(today) },
    defaultSort: { field: 'Deadline', order: 'asc' },
    search: {
      // The other party is found among every account (archived ones are few).
      table: 'users',
      size: (db) => countRows(db, 'active_users', ['INT', 'SUP', 'ADM']),
      match: (eb, text) =>
        eb.or([
          text.contains(['tasks.title']),
          usersWhere(eb, other, (inner) => {
            const candidates = text.amongCandidates('users.id');
            const name = text.contains(['users.name']);
            return candidates ? inner.and([candidates, name]) : name;
          }),
        ]),
    },
  };
}

const lists = { intern: taskList('intern'), supervisor: taskList('supervisor') };

/** One page of an intern's or a supervisor's tasks; `today`, the firm's day. */
export function pageTasks(
  db: DbOrTrx,
  owner: TaskOwner,
  { filter, ...request }: ListRequest<TaskSort, TaskFilter>,
  today: string,
) {
  const intern = 'internId' in owner;
  return selectPage(db, intern ? lists.intern : lists.supervisor, {
    ...request,
    params: {
      owner: intern ? owner.internId : owner.supervisorId,
      today,
      internName: filter?.internName,
      status: filter?.status,
      overdue: filter?.attention === 'overdue',
      needsRating: filter?.attention === 'needsRating',
    },
  });
}
