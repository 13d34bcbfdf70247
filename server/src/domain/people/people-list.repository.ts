import type { ExpressionBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { onOneConnection } from '../../db/one-connection';
import { selectPage, type SortColumn } from '../../db/paging';
import { selectPlainPage } from '../../db/plain-page';
import { countRows } from '../../db/row-counts.repository';
import type { Database, Role } from '../../db/schema';
import {
  matchesSearch,
  pageThroughCandidates,
  prepareSearch,
  searchedRows,
} from '../../db/text-search.repository';
import type { ListRequest } from '../../lib/list-query';
import { userView } from './people.repository';

/** The answer row's fields (routes/people/schemas.ts) and the columns behind them. */
export const USER_SORTS = {
  user_id: { column: 'users.id' },
  Name: { column: 'users.name' },
  Email: { column: 'users.email' },
  PhoneNumber: { column: 'users.phone_number', nullable: true },
  Position: { column: 'positions.name', nullable: true },
  Supervisor: { column: 'supervisors.name', nullable: true },
} satisfies Record<string, SortColumn>;

export type UserSort = keyof typeof USER_SORTS;

const SEARCHED = ['users.name', 'users.email', 'users.phone_number'];

/** One page of the active users of a role, by name unless sorted otherwise; filter: position. */
async function activeUsersPage(db: DbOrTrx, role: Role, request: ListRequest<UserSort, string>) {
  const { search: text, filter, sort, window } = request;
  const search = text
    ? await prepareSearch(db, text, 'users', () => countRows(db, 'active_users', [role]))
    : undefined;
  // Over `users` alone (the position by id), so the count needs no join.
  const matchingOf = (position: string | undefined) => (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.and([
      eb('users.role', '=', role),
      eb('users.archived_at', 'is', null),
      ...(position === undefined
        ? []
        : [
            eb(
              'users.position_id',
              'in',
              eb
                .selectFrom('positions')
                .select('positions.id')
                .where('positions.name', '=', position),
            ),
          ]),
      ...(search ? [matchesSearch(eb, db, SEARCHED, 'users.position_id', search)] : []),
    ]);
  const matching = matchingOf(filter);
  const order = sort ? sort.order : 'asc';
  const first = sort ? USER_SORTS[sort.field] : USER_SORTS.Name;
  const tieBreak = sort?.field === 'user_id' ? [] : [{ ...USER_SORTS.user_id, order }];
  const options = { sort: [{ ...first, order }, ...tieBreak], window };
  const total =
    search || filter !== undefined ? undefined : () => countRows(db, 'active_users', [role]);
  if (!search && window) {
    // Compiled once per filter kind, with the position's name as a parameter (compiled-once.ts).
    const plain = {
      shape: `users:${role}:${sort?.field ?? ''}:${order}`,
      values: { position: filter },
      rows: (on: DbOrTrx, params: { position?: string }) =>
        userView(on).where(matchingOf(params.position)),
      count: (on: DbOrTrx, params: { position?: string }) =>
        on.selectFrom('users').where(matchingOf(params.position)),
      counts:
        filter === undefined ? { subject: 'active_users' as const, buckets: [role] } : undefined,
    };
    return selectPlainPage(db, plain, { ...options, window });
  }
  const queries = {
    rows: searchedRows(userView(db), 'users', search, 'rows').where(matching),
    count: searchedRows(db.selectFrom('users'), 'users', search, 'count').where(matching),
    narrow: search
      ? {
          id: 'users.id',
          view: userView(db),
        }
      : undefined,
    total,
    pageCounts: pageThroughCandidates(search),
  };
  return selectPage(db, queries, options);
}

/** `activeUsersPage` on one connection: a search runs several statements. */
export function pageActiveUsers(db: DbOrTrx, role: Role, request: ListRequest<UserSort, string>) {
  return onOneConnection(db, (conn) => activeUsersPage(conn, role, request));
}
