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
import { selectPlainPage } from '../../db/plain-page';
import { sqlRules, type SqlRules } from '../../db/sql-rules';
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

/** The filters besides the owner: their values, or in a page compiled once, their parameters. */
type FilterValues = {
  internName?: string;
  status?: TaskStatus;
  /** The firm's day: given when the order or the attention filter needs it. */
  today: string;
};

const filtersOf = (
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

const ownedBy = (eb: ExpressionBuilder<Database, 'tasks'>, owner: TaskOwner, rules: SqlRules) =>
  'internId' in owner
    ? eb('tasks.assigned_to', '=', owner.internId)
    : supervisedBy(eb, owner.supervisorId, rules);

type Filters = (eb: ExpressionBuilder<Database, 'tasks'>) => Expression<SqlBool>[];

/**
 * The owner's tasks with `filters`, over `tasks` alone (people by id), so that a count needs no
 * join. PostgreSQL counts and pages a supervisor's tasks from two indexes alone: the same rows.
 */
function ownTasks(db: DbOrTrx, owner: TaskOwner, filters: Filters, filtered: boolean) {
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
const viewOf = (db: DbOrTrx, ids: Expression<unknown>) =>
  taskListView(db).where(sql<SqlBool>`${sql.ref('tasks.id')} in ${ids}`);

/**
 * A page not searched, compiled once per owner's role, order and filters applied (plain-page.ts),
 * with the owner, the filters' values, the firm's day and the window as parameters: building
 * the query took a quarter of a page by attention on SQLite.
 */
function plainTasksPage(
  db: DbOrTrx,
  owner: TaskOwner,
  request: ListRequest<TaskSort, TaskFilter> & { window: { limit: number; offset: number } },
  today: string,
) {
  const { filter, sort, window } = request;
  const attention = filter?.attention;
  const rules = sqlRules(db);
  type Params = FilterValues & { owner: number };
  const ownerOf = (id: number): TaskOwner =>
    'internId' in owner ? { internId: id } : { supervisorId: id };
  const filtered = filter?.internName !== undefined || filter?.status !== undefined || !!attention;
  const mine = (on: DbOrTrx, p: Params) =>
    ownTasks(on, ownerOf(p.owner), (eb) => filtersOf(eb, p, attention), filtered);
  const usesToday = sort?.field === 'Attention' || attention === 'overdue';
  const plain = {
    // The dialect too: PostgreSQL's page is deferred, SQLite's is not.
    shape: `tasks:${rules.dialect}:${'internId' in owner}:${sort?.field ?? ''}:${sort?.order ?? ''}:${attention ?? ''}`,
    values: {
      owner: 'internId' in owner ? owner.internId : owner.supervisorId,
      internName: filter?.internName,
      status: filter?.status,
      today: usesToday ? today : undefined,
    },
    rows: (on: DbOrTrx, p: Params) =>
      taskListView(on).where((eb) =>
        eb.and([ownedBy(eb, ownerOf(p.owner), rules), ...filtersOf(eb, p, attention)]),
      ),
    count: mine,
    deferred: rules.defersTaskPages
      ? { id: 'tasks.id', keys: (on: DbOrTrx, p: Params) => taskKeys(mine(on, p)), rowsIn: viewOf }
      : undefined,
  };
  return selectPlainPage(db, plain, { sort: (p: Params) => sortOf(sort, p.today), window });
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
  if (!search && window) return plainTasksPage(db, owner, { ...request, window }, today);
  const rules = sqlRules(db);
  const other = 'internId' in owner ? 'tasks.assigned_by' : 'tasks.assigned_to';
  // The people the other party is found among: every account (archived ones are few).
  const people = () => countRows(db, 'active_users', ['INT', 'SUP', 'ADM']);
  const indexed = search ? await throughTextIndex(db, search, people) : false;
  const values = { internName: filter?.internName, status: filter?.status, today };
  const filters: Filters = (eb) => [
    ...filtersOf(eb, values, filter?.attention),
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
    eb.and([ownedBy(eb, owner, rules), ...filters(eb)]);
  const filtered =
    filter?.internName !== undefined ||
    filter?.status !== undefined ||
    filter?.attention !== undefined ||
    !!search;
  const mine = ownTasks(db, owner, filters, filtered);
  const options = { sort: sortOf(sort, today), window };
  const queries = {
    rows: taskListView(db).where(matching),
    count: mine,
    narrow: search ? { id: 'tasks.id', view: taskListView(db) } : undefined,
    // PostgreSQL ran the view's two joins for every matching row before sorting (a
    // supervisor's 1 000 tasks, with a hash of all 10 000 users): now for the page's rows only.
    // SQLite does that work by rowid and index, cheaply: the usual query.
    deferred: rules.defersTaskPages
      ? {
          id: 'tasks.id',
          keys: taskKeys(mine),
          keysOf: (ids: number[]) =>
            taskKeys(db.selectFrom('tasks').where(rules.idIn('tasks.id', ids))),
          rowsIn: (ids: Expression<unknown>) => viewOf(db, ids),
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
