import type { ExpressionBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { selectPage, type ListDescription, type SortColumn } from '../../db/paging';
import { countRows } from '../../db/row-counts.repository';
import type { Database, Role } from '../../db/schema';
import type { IntakeChoice, ListRequest } from '../../lib/list-query';
import { logbookOverdue, logbookUnsigned, type OverdueWeek } from '../logbook/logbook-overdue';
import { managedUserView } from './managed-by.repository';
import { internView, userView, type UserView } from './people.repository';

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

/** The position's name; for interns, also the intake their application was made in. */
export interface PeopleFilter {
  position?: string;
  intake?: IntakeChoice;
  /** Interns whose logbook is overdue for this finished week, or who wait for a signature. */
  logbook?: { overdue: OverdueWeek } | 'unsigned';
}

type PeopleParams = {
  position?: string;
  intakeId?: number;
  /** `intake=none`: the default intake, which also holds interns without an application. */
  noIntake?: boolean;
  logbookOverdue?: boolean;
  logbookUnsigned?: boolean;
  /** The finished week `logbookOverdue` asks about (bound values). */
  weekMonday?: string;
  weekFriday?: string;
  weekAfterFriday?: string;
};

/**
 * The active users of a role, by name. An intern's intake is their application's
 * (users.application_id, applications_intake_idx); interns' rows carry their letter's state.
 */
function peopleList(role: Role): ListDescription<PeopleParams, 'users', UserView> {
  const active = (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.and([eb('users.role', '=', role), eb('users.archived_at', 'is', null)]);
  return {
    id: 'users.id',
    keys: (db, _, joined) => {
      const mine = db.selectFrom('users').where(active);
      if (!joined) return mine;
      return mine
        .leftJoin('positions', 'positions.id', 'users.position_id')
        .leftJoin('users as supervisors', 'supervisors.id', 'users.supervisor_id');
    },
    // Interns carry their letter's state; supervisors the directory that manages them (issue 89).
    rows: (db) => {
      if (role === 'INT') return internView(db);
      return role === 'SUP' ? managedUserView(db) : userView(db);
    },
    scope: active,
    filters: {
      // By id, so the count needs no join.
      position: (eb, name) =>
        eb(
          'users.position_id',
          'in',
          eb.selectFrom('positions').select('positions.id').where('positions.name', '=', name),
        ),
      intakeId: (eb, id) =>
        eb(
          'users.application_id',
          'in',
          eb.selectFrom('applications').select('applications.id').where('intake_id', '=', id),
        ),
      noIntake: (eb) =>
        eb.or([
          eb('users.application_id', 'is', null),
          eb(
            'users.application_id',
            'in',
            eb.selectFrom('applications').select('applications.id').where('intake_id', 'is', null),
          ),
        ]),
      logbookOverdue: (eb, _, params) =>
        logbookOverdue(eb, {
          monday: params.weekMonday,
          friday: params.weekFriday,
          afterFriday: params.weekAfterFriday,
        }),
      logbookUnsigned: (eb) => logbookUnsigned(eb),
    },
    sorts: USER_SORTS,
    defaultSort: { field: 'Name', order: 'asc' },
    search: {
      table: 'users',
      size: (db) => countRows(db, 'active_users', [role]),
      match: (eb, text) =>
        eb.or([
          text.contains(['users.name', 'users.email', 'users.phone_number']),
          ...(text.positions ? [text.inPositions('users.position_id')] : []),
        ]),
    },
    counts: { subject: 'active_users', buckets: [role] },
  };
}

const lists = {
  INT: peopleList('INT'),
  SUP: peopleList('SUP'),
  ADM: peopleList('ADM'),
  ACA: peopleList('ACA'),
};

/** One page of the active users of a role, by name unless sorted otherwise. */
export function pageActiveUsers(
  db: DbOrTrx,
  role: Role,
  { filter, ...request }: ListRequest<UserSort, PeopleFilter>,
) {
  const intake = filter?.intake;
  const logbook = filter?.logbook;
  const overdue = typeof logbook === 'object' ? logbook.overdue : undefined;
  return selectPage(db, lists[role], {
    ...request,
    params: {
      position: filter?.position,
      intakeId: typeof intake === 'number' ? intake : undefined,
      noIntake: intake === 'none',
      logbookOverdue: overdue !== undefined,
      logbookUnsigned: logbook === 'unsigned',
      ...(overdue && {
        weekMonday: overdue.monday as string,
        weekFriday: overdue.friday as string,
        weekAfterFriday: overdue.afterFriday as string,
      }),
    },
  });
}
