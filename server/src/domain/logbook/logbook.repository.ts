import type { DbOrTrx } from '../../db/database';
import type { QueryCreator } from 'kysely';
import type { Database } from '../../db/schema';
import { isoNow } from '../../lib/time';

/** A week's entry as written and reviewed (the personal-data copy shows it too). */
export const ENTRY_CONTENT = [
  'week_start',
  'days',
  'activities',
  'learned',
  'hours',
  'state',
  'remark',
  'submitted_at',
  'reviewer_name',
  'reviewed_at',
] as const;
const ENTRY = ['id', 'intern_id', ...ENTRY_CONTENT] as const;

/** The intern's entries for the week list: newest week first. */
export function listWeekStates(db: DbOrTrx, internId: number) {
  return db
    .selectFrom('logbook_entries')
    .select(['week_start', 'state', 'hours', 'remark'])
    .where('intern_id', '=', internId)
    .orderBy('week_start', 'desc')
    .execute();
}

export function findEntryOfWeek(db: DbOrTrx, internId: number, weekStart: string) {
  return db
    .selectFrom('logbook_entries')
    .select(ENTRY)
    .where('intern_id', '=', internId)
    .where('week_start', '=', weekStart)
    .executeTakeFirst();
}

export type EntryRow = NonNullable<Awaited<ReturnType<typeof findEntryOfWeek>>>;

export function findEntry(db: DbOrTrx, id: number) {
  return db.selectFrom('logbook_entries').select(ENTRY).where('id', '=', id).executeTakeFirst();
}

export interface EntryValues {
  days: string;
  activities: string;
  learned: string;
  hours: number | null;
}

/**
 * Saves the intern's week as a draft, or submits it: one statement, so concurrent first saves
 * meet on the unique (intern, week) instead of in a 500. Only a new, draft or returned entry is
 * written (a saved returned one stays returned); undefined when it is submitted or signed.
 */
export async function writeEntry(
  db: DbOrTrx,
  internId: number,
  weekStart: string,
  values: EntryValues,
  submit: boolean,
) {
  const now = isoNow();
  const set = {
    ...values,
    updated_at: now,
    ...(submit ? { state: 'submitted' as const, submitted_at: now } : {}),
  };
  return db
    .insertInto('logbook_entries')
    .values({
      intern_id: internId,
      week_start: weekStart,
      state: 'draft',
      created_at: now,
      ...set,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['intern_id', 'week_start'])
        .doUpdateSet(set)
        .where('logbook_entries.state', 'in', ['draft', 'returned']),
    )
    .returning('id')
    .executeTakeFirst();
}

/** Signs or returns a submitted entry; false when it is not submitted (any more). */
export async function reviewEntry(
  db: DbOrTrx,
  id: number,
  review: {
    state: 'signed' | 'returned';
    remark: string | null;
    reviewed_by: number;
    reviewer_name: string;
  },
  now = isoNow(),
) {
  const result = await db
    .updateTable('logbook_entries')
    .set({ ...review, reviewed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'submitted')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The supervisor's waiting entries: submitted ones of their current interns. */
export async function countWaitingEntries(db: DbOrTrx, supervisorId: number) {
  const row = await db
    .selectFrom('logbook_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('state', '=', 'submitted')
    .where('intern_id', 'in', supervisedInterns(db, supervisorId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ids of a supervisor's current interns (active accounts). */
export const supervisedInterns = (db: QueryCreator<Database>, supervisorId: number) =>
  db
    .selectFrom('users')
    .select('users.id')
    .where('users.supervisor_id', '=', supervisorId)
    .where('users.role', '=', 'INT')
    .where('users.archived_at', 'is', null);
