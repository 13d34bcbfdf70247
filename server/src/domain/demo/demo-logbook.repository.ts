import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { AbsenceRequestsTable, LogbookEntriesTable } from '../../db/schema';

/** An intake's first and last day. */
export function findIntakeDates(db: DbOrTrx, intakeId: number) {
  return db
    .selectFrom('intakes')
    .select(['starts_on', 'ends_on'])
    .where('id', '=', intakeId)
    .executeTakeFirstOrThrow();
}

export async function insertDemoEntries(db: DbOrTrx, entries: Insertable<LogbookEntriesTable>[]) {
  if (entries.length) await db.insertInto('logbook_entries').values(entries).execute();
}

export async function insertDemoAbsences(
  db: DbOrTrx,
  absences: Insertable<AbsenceRequestsTable>[],
) {
  if (absences.length) await db.insertInto('absence_requests').values(absences).execute();
}
