import type { Expression, ExpressionBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { onOneConnection } from '../../db/one-connection';
import { containsAny, selectPage, type SortColumn } from '../../db/paging';
import { selectPlainPage } from '../../db/plain-page';
import { sqlRules } from '../../db/sql-rules';
import type { Database, TaskStatus } from '../../db/schema';
import { countRows } from '../../db/row-counts.repository';
import { containsText, throughTextIndex } from '../../db/text-search.repository';
import type { ListRequest } from '../../lib/list-query';
import { attentionSort, type AttentionFilter } from './task-attention.repository';
import {
  filtersOf,
  ownedBy,
  ownTasks,
  taskKeys,
  usersWhere,
  viewOf,
  type FilterValues,
  type Filters,
  type TaskOwner,
} from './task-query';
import { taskListView } from './tasks.repository';

export type { TaskOwner } from './task-query';

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

function sortOf(sort: ListRequest<TaskSort, TaskFilter>['sort'], today: string) {
  if (sort?.field === 'Attention') return attentionSort(today);
  const order = sort ? sort.order : 'asc';
  const first = sort ? TASK_SORTS[sort.field] : TASK_SORTS.Deadline;
  const tieBreak = sort?.field === 'id' ? [] : [{ ...TASK_SORTS.id, order }];
  return [{ ...first, order }, ...tieBreak];
}

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
  const role = 'internId' in owner ? 'intern' : 'supervisor';
  const plain = {
    // The dialect too: PostgreSQL's page is deferred, SQLite's is not.
    shape: `tasks:${rules.dialect}:${role}:${sort?.field ?? ''}:${sort?.order ?? ''}:${attention ?? ''}`,
    values: {
      owner: 'internId' in owner ? owner.internId : owner.supervisorId,
      internName: filter?.internName,
      status: filter?.status,
      today: usesToday ? today : undefined,
    },
    rows: (on: DbOrTrx, p: Params) =>
      taskListView(on).where((eb) =>
        eb.and([ownedBy(eb, ownerOf(p.owner), sqlRules(on)), ...filtersOf(eb, p, attention)]),
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
