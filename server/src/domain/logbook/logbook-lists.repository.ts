import { expressionBuilder, sql, type QueryCreator, type SqlBool } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { SearchText } from '../../db/list-description';
import { selectPage, type ListDescription, type SortColumn } from '../../db/paging';
import { countRows } from '../../db/row-counts.repository';
import type { AbsenceRequestsTable, Database } from '../../db/schema';
import type { ListRequest } from '../../lib/list-query';
import { supervisedInterns } from './logbook.repository';

/** The search: the intern's name (through the users' search index). */
const internSearch = (column: string) => ({
  table: 'users' as const,
  size: (db: DbOrTrx) => countRows(db, 'active_users', ['INT']),
  match: (_: unknown, text: SearchText) => {
    const interns = expressionBuilder<Database, never>()
      .selectFrom('users')
      .select('users.id')
      .where((inner) => {
        const candidates = text.amongCandidates('users.id');
        const name = text.contains(['users.name']);
        return candidates ? inner.and([candidates, name]) : name;
      });
    return sql<SqlBool>`${sql.ref(column)} in (${interns})`;
  },
});

/** The waiting list's fields (routes/logbook/schemas.ts) and the columns behind them. */
export const WAITING_SORTS = {
  Submitted: { column: 'logbook_entries.submitted_at' },
  Intern: { column: 'interns.name' },
  Week: { column: 'logbook_entries.week_start' },
  Hours: { column: 'logbook_entries.hours', nullable: true },
} satisfies Record<string, SortColumn>;
export type WaitingSort = keyof typeof WAITING_SORTS;

const waitingView = (db: QueryCreator<Database>) =>
  db
    .selectFrom('logbook_entries')
    .innerJoin('users as interns', 'interns.id', 'logbook_entries.intern_id')
    .select([
      'logbook_entries.id as id',
      'logbook_entries.intern_id as intern_id',
      'interns.name as intern_name',
      'logbook_entries.week_start as week_start',
      'logbook_entries.hours as hours',
      'logbook_entries.submitted_at as submitted_at',
    ]);
export type WaitingRow = Awaited<ReturnType<ReturnType<typeof waitingView>['execute']>>[number];

/** Submitted entries of the supervisor's current interns, oldest submitted first. */
const waitingList: ListDescription<{ supervisorId: number }, 'logbook_entries', WaitingRow> = {
  id: 'logbook_entries.id',
  keys: (db, { supervisorId }, joined) => {
    const waiting = db
      .selectFrom('logbook_entries')
      .where('logbook_entries.state', '=', 'submitted')
      .where('logbook_entries.intern_id', 'in', supervisedInterns(db, supervisorId));
    return joined
      ? waiting.leftJoin('users as interns', 'interns.id', 'logbook_entries.intern_id')
      : waiting;
  },
  rows: waitingView,
  filters: {},
  sorts: WAITING_SORTS,
  defaultSort: { field: 'Submitted', order: 'asc' },
  search: internSearch('logbook_entries.intern_id'),
};

export function pageWaitingEntries(
  db: DbOrTrx,
  supervisorId: number,
  request: ListRequest<WaitingSort, never>,
) {
  return selectPage(db, waitingList, { ...request, params: { supervisorId } });
}

const absenceView = (db: QueryCreator<Database>) =>
  db
    .selectFrom('absence_requests')
    .innerJoin('users as interns', 'interns.id', 'absence_requests.intern_id')
    .select([
      'absence_requests.id as id',
      'absence_requests.intern_id as intern_id',
      'interns.name as intern_name',
      'absence_requests.first_day as first_day',
      'absence_requests.last_day as last_day',
      'absence_requests.reason as reason',
      'absence_requests.note as note',
      'absence_requests.state as state',
      'absence_requests.remark as remark',
      'absence_requests.decided_at as decided_at',
      'absence_requests.created_at as created_at',
    ]);
export type AbsenceRow = Awaited<ReturnType<ReturnType<typeof absenceView>['execute']>>[number];

type AbsenceState = AbsenceRequestsTable['state'];
type AbsenceParams = { owner: number; state?: AbsenceState };

const newest = [
  { column: 'absence_requests.created_at', order: 'desc' as const },
  { column: 'absence_requests.id', order: 'desc' as const },
];

/** An intern's own requests (newest first), or a supervisor's interns' (pending first). */
function absenceList(
  role: 'intern' | 'supervisor',
): ListDescription<AbsenceParams, 'absence_requests', AbsenceRow> {
  return {
    id: 'absence_requests.id',
    keys: (db, { owner }) =>
      db
        .selectFrom('absence_requests')
        .where(
          'absence_requests.intern_id',
          role === 'intern' ? '=' : 'in',
          role === 'intern' ? owner : supervisedInterns(db, owner),
        ),
    rows: absenceView,
    filters: { state: (eb, state) => eb('absence_requests.state', '=', state) },
    sorts: {
      Newest: () => newest,
      PendingFirst: () => [
        {
          column: 'pending',
          expression: sql`case when absence_requests.state = 'pending' then 0 else 1 end`,
          order: 'asc',
        },
        ...newest,
      ],
    },
    defaultSort: { field: role === 'intern' ? 'Newest' : 'PendingFirst', order: 'asc' },
    search: internSearch('absence_requests.intern_id'),
  };
}

const absenceLists = { intern: absenceList('intern'), supervisor: absenceList('supervisor') };

/** One page of an intern's requests, or of a supervisor's interns' (`state`: only those). */
export function pageAbsences(
  db: DbOrTrx,
  owner: { internId: number } | { supervisorId: number },
  request: Omit<ListRequest<never, AbsenceState>, 'sort'>,
) {
  const { filter, ...rest } = request;
  const intern = 'internId' in owner;
  return selectPage(db, intern ? absenceLists.intern : absenceLists.supervisor, {
    ...rest,
    params: { owner: intern ? owner.internId : owner.supervisorId, state: filter },
  });
}

/** The supervisor's interns' requests waiting for a decision. */
export async function countPendingAbsences(db: DbOrTrx, supervisorId: number) {
  const row = await db
    .selectFrom('absence_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('state', '=', 'pending')
    .where('intern_id', 'in', supervisedInterns(db, supervisorId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
