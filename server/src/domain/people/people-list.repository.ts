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
import type { IntakeChoice, ListRequest } from '../../lib/list-query';
import { internView, userView } from './people.repository';

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

/** The position's name; for interns, also the intake their application was made in. */
export interface PeopleFilter {
  position?: string;
  intake?: IntakeChoice;
}

/** The plain page's parameters, bound in the compiled query (compiled-once.ts). */
type PeopleParams = {
  position?: string;
  intakeId?: number;
};

/**
 * An intern's intake is their application's (users.application_id, applications_intake_idx);
 * the default intake (`none`) also holds interns without an application. Its id is a parameter;
 * `none` has no value and is part of the page's shape.
 */
function inIntake(eb: ExpressionBuilder<Database, 'users'>, intakeId?: number, none = false) {
  const applications = eb.selectFrom('applications').select('applications.id');
  if (intakeId !== undefined) {
    return [
      eb('users.application_id', 'in', applications.where('applications.intake_id', '=', intakeId)),
    ];
  }
  if (!none) return [];
  return [
    eb.or([
      eb('users.application_id', 'is', null),
      eb('users.application_id', 'in', applications.where('applications.intake_id', 'is', null)),
    ]),
  ];
}

/**
 * One page of the active users of a role, by name unless sorted otherwise; filter: position,
 * and for interns the intake. Interns' rows carry their completion letter's state.
 */
async function activeUsersPage(
  db: DbOrTrx,
  role: Role,
  request: ListRequest<UserSort, PeopleFilter>,
) {
  const { search: text, sort, window } = request;
  const view = role === 'INT' ? internView : userView;
  const defaultIntake = request.filter?.intake === 'none';
  const filter: PeopleParams = {
    position: request.filter?.position,
    intakeId: typeof request.filter?.intake === 'number' ? request.filter.intake : undefined,
  };
  const filtered = filter.position !== undefined || request.filter?.intake !== undefined;
  const search = text
    ? await prepareSearch(db, text, 'users', () => countRows(db, 'active_users', [role]))
    : undefined;
  // Over `users` alone (the position by id), so the count needs no join.
  const matchingOf = (only: PeopleParams) => (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.and([
      eb('users.role', '=', role),
      eb('users.archived_at', 'is', null),
      ...(only.position === undefined
        ? []
        : [
            eb(
              'users.position_id',
              'in',
              eb
                .selectFrom('positions')
                .select('positions.id')
                .where('positions.name', '=', only.position),
            ),
          ]),
      ...inIntake(eb, only.intakeId, defaultIntake),
      ...(search ? [matchesSearch(eb, db, SEARCHED, 'users.position_id', search)] : []),
    ]);
  const matching = matchingOf(filter);
  const order = sort ? sort.order : 'asc';
  const first = sort ? USER_SORTS[sort.field] : USER_SORTS.Name;
  const tieBreak = sort?.field === 'user_id' ? [] : [{ ...USER_SORTS.user_id, order }];
  const options = { sort: [{ ...first, order }, ...tieBreak], window };
  const total = search || filtered ? undefined : () => countRows(db, 'active_users', [role]);
  if (!search && window) {
    // Compiled once per filter kind, with the filters' values as parameters (compiled-once.ts).
    const plain = {
      shape: `users:${role}:${sort?.field ?? ''}:${order}:${defaultIntake ? 'none' : ''}`,
      values: filter,
      rows: (on: DbOrTrx, params: PeopleParams) => view(on).where(matchingOf(params)),
      count: (on: DbOrTrx, params: PeopleParams) =>
        on.selectFrom('users').where(matchingOf(params)),
      counts: filtered ? undefined : { subject: 'active_users' as const, buckets: [role] },
    };
    return selectPlainPage(db, plain, { ...options, window });
  }
  const queries = {
    rows: searchedRows(view(db), 'users', search, 'rows').where(matching),
    count: searchedRows(db.selectFrom('users'), 'users', search, 'count').where(matching),
    narrow: search
      ? {
          id: 'users.id',
          view: view(db),
        }
      : undefined,
    total,
    pageCounts: pageThroughCandidates(search),
  };
  return selectPage(db, queries, options);
}

/** `activeUsersPage` on one connection: a search runs several statements. */
export function pageActiveUsers(
  db: DbOrTrx,
  role: Role,
  request: ListRequest<UserSort, PeopleFilter>,
) {
  return onOneConnection(db, (conn) => activeUsersPage(conn, role, request));
}
