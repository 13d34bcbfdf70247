import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { sqlRules, type SqlRules } from '../../db/sql-rules';
import type { Database, TaskStatus } from '../../db/schema';
import { attentionWhere, type AttentionFilter } from './task-attention.repository';
import { supervisedBy, supervisorTasks, taskListView } from './tasks.repository';

// The parts a page of tasks is built from, searched or compiled once (task-list.repository.ts).

export type TaskOwner = { internId: number } | { supervisorId: number };

export const usersWhere = (
  eb: ExpressionBuilder<Database, 'tasks'>,
  column: 'tasks.assigned_to' | 'tasks.assigned_by',
  match: (inner: ExpressionBuilder<Database, 'users'>) => Expression<SqlBool>,
) => eb(column, 'in', eb.selectFrom('users').select('users.id').where(match));

/**
 * Tasks (`from`: the table, or on PostgreSQL a supervisor's tasks) with the columns they are
 * sorted by. The people are left-joined on their primary key: both planners drop such a join
 * when no column of it is used (any sort but by a name), and a task always has both (the
 * columns are not null and reference `users`).
 */
export const taskKeys = (from: SelectQueryBuilder<Database, 'tasks', object>) =>
  from
    .leftJoin('users as interns', 'interns.id', 'tasks.assigned_to')
    .leftJoin('users as supervisors', 'supervisors.id', 'tasks.assigned_by');

/** The filters besides the owner: their values, or in a page compiled once, their parameters. */
export type FilterValues = {
  internName?: string;
  status?: TaskStatus;
  /** The firm's day: given when the order or the attention filter needs it. */
  today: string;
};

export const filtersOf = (
  eb: ExpressionBuilder<Database, 'tasks'>,
  { internName, status, today }: FilterValues,
  attention: AttentionFilter | undefined,
) => [
  ...(internName === undefined
    ? []
    : [usersWhere(eb, 'tasks.assigned_to', (inner) => inner('users.name', '=', internName))]),
  ...(status === undefined ? [] : [eb('tasks.status', '=', status)]),
  ...(attention === undefined ? [] : [attentionWhere(attention, today)]),
];

/** An intern's own tasks, or a supervisor's (`supervisedBy`). */
export const ownedBy = (
  eb: ExpressionBuilder<Database, 'tasks'>,
  owner: TaskOwner,
  rules: SqlRules,
) =>
  'internId' in owner
    ? eb('tasks.assigned_to', '=', owner.internId)
    : supervisedBy(eb, owner.supervisorId, rules);

export type Filters = (eb: ExpressionBuilder<Database, 'tasks'>) => Expression<SqlBool>[];

/**
 * The owner's tasks with `filters`, over `tasks` alone (people by id), so that a count needs no
 * join. PostgreSQL counts and pages a supervisor's tasks from two indexes alone: the same rows.
 */
export function ownTasks(db: DbOrTrx, owner: TaskOwner, filters: Filters, filtered: boolean) {
  const rules = sqlRules(db);
  if (!rules.defersTaskPages || !('supervisorId' in owner)) {
    return db
      .selectFrom('tasks')
      .where((eb) => eb.and([ownedBy(eb, owner, rules), ...filters(eb)]));
  }
  const mine = supervisorTasks(db, owner.supervisorId);
  return filtered ? mine.where((eb) => eb.and(filters(eb))) : mine;
}

/** The view for the ids a subquery selects (a deferred page's rows). */
export const viewOf = (db: DbOrTrx, ids: Expression<unknown>) =>
  taskListView(db).where(sql<SqlBool>`${sql.ref('tasks.id')} in ${ids}`);
