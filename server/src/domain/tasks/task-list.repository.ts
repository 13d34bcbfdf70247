import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { onOneConnection } from '../../db/one-connection';
import { containsAny, selectPage, type SortColumn } from '../../db/paging';
import { sqlRules } from '../../db/sql-rules';
import type { Database, TaskStatus } from '../../db/schema';
import { countRows } from '../../db/row-counts.repository';
import { containsText, throughTextIndex } from '../../db/text-search.repository';
import type { ListRequest } from '../../lib/list-query';
import { attentionSort, attentionWhere, type AttentionFilter } from './task-attention.repository';
import { supervisedBy, supervisorTasks, taskListView } from './tasks.repository';

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

export type TaskOwner = { internId: number } | { supervisorId: number };

export interface TaskFilter {
  internName?: string;
  status?: TaskStatus;
  attention?: AttentionFilter;
}

const usersWhere = (
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
const taskKeys = (from: SelectQueryBuilder<Database, 'tasks', object>) =>
  from
    .leftJoin('users as interns', 'interns.id', 'tasks.assigned_to')
    .leftJoin('users as supervisors', 'supervisors.id', 'tasks.assigned_by');

function sortOf(sort: ListRequest<TaskSort, TaskFilter>['sort'], today: string) {
  if (sort?.field === 'Attention') return attentionSort(today);
  const order = sort ? sort.order : 'asc';
  const first = sort ? TASK_SORTS[sort.field] : TASK_SORTS.Deadline;
  const tieBreak = sort?.field === 'id' ? [] : [{ ...TASK_SORTS.id, order }];
  return [{ ...first, order }, ...tieBreak];
}

/**
 * One page of an intern's tasks, or of a supervisor's (those they assigned and those of their
 * interns), by deadline unless sorted otherwise. Search: the title and the other party's name.
 * `today`, the firm's day, tells which tasks are overdue.
 */
async function tasksPage(
  db: DbOrTrx,
  owner: TaskOwner,
  request: ListRequest<TaskSort, TaskFilter>,
  today: string,
) {
  const { search, filter, sort, window } = request;
  const rules = sqlRules(db);
  const internName = filter?.internName;
  const other = 'internId' in owner ? 'tasks.assigned_by' : 'tasks.assigned_to';
  // The people the other party is found among: every account (archived ones are few).
  const people = () => countRows(db, 'active_users', ['INT', 'SUP', 'ADM']);
  const indexed = search ? await throughTextIndex(db, search, people) : false;
  // Over `tasks` alone (people by id), so the count needs no join.
  const owned = (eb: ExpressionBuilder<Database, 'tasks'>) =>
    'internId' in owner
      ? eb('tasks.assigned_to', '=', owner.internId)
      : supervisedBy(eb, owner.supervisorId, rules);
  const filters = (eb: ExpressionBuilder<Database, 'tasks'>) => [
    ...(internName === undefined
      ? []
      : [usersWhere(eb, 'tasks.assigned_to', (inner) => inner('users.name', '=', internName))]),
    ...(filter?.status === undefined ? [] : [eb('tasks.status', '=', filter.status)]),
    ...(filter?.attention === undefined ? [] : [attentionWhere(filter.attention, today)]),
    ...(search
      ? [
          eb.or([
            containsAny(eb, rules.like, ['tasks.title'], search),
            usersWhere(eb, other, (inner) =>
              containsText(inner, db, 'users', ['users.name'], search, indexed),
            ),
          ]),
        ]
      : []),
  ];
  const matching = (eb: ExpressionBuilder<Database, 'tasks'>) =>
    eb.and([owned(eb), ...filters(eb)]);
  // PostgreSQL counts and pages a supervisor's tasks from two indexes alone: the same rows.
  const filtered =
    internName !== undefined ||
    filter?.status !== undefined ||
    filter?.attention !== undefined ||
    !!search;
  const supervisor =
    rules.defersTaskPages && 'supervisorId' in owner ? owner.supervisorId : undefined;
  const mine =
    supervisor === undefined
      ? db.selectFrom('tasks').where(matching)
      : filtered
        ? supervisorTasks(db, supervisor).where((eb) => eb.and(filters(eb)))
        : supervisorTasks(db, supervisor);
  const options = { sort: sortOf(sort, today), window };
  const queries = {
    rows: taskListView(db).where(matching),
    count: mine,
    narrow: search
      ? {
          id: 'tasks.id',
          view: taskListView(db),
        }
      : undefined,
    // PostgreSQL ran the view's two joins (and then its newest comment) for every matching row
    // before sorting (a supervisor's 1 000 tasks, with a hash of all 10 000 users): now for the
    // page's rows only. SQLite does that work by rowid and index, cheaply: the usual query.
    deferred: rules.defersTaskPages
      ? {
          id: 'tasks.id',
          keys: taskKeys(mine),
          keysOf: (ids: number[]) =>
            taskKeys(db.selectFrom('tasks').where(rules.idIn('tasks.id', ids))),
          rowsIn: (ids: Expression<unknown>) =>
            taskListView(db).where(sql<SqlBool>`${sql.ref('tasks.id')} in ${ids}`),
        }
      : undefined,
  };
  return selectPage(db, queries, options);
}

/** `tasksPage` on one connection: a search runs several statements. */
export function pageTasks(
  db: DbOrTrx,
  owner: TaskOwner,
  request: ListRequest<TaskSort, TaskFilter>,
  today: string,
) {
  return onOneConnection(db, (conn) => tasksPage(conn, owner, request, today));
}
