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

/** A returned demo week's return, in its history as the review service records one. */
export async function insertDemoReturns(db: DbOrTrx, internId: number) {
  await db
    .insertInto('logbook_returns')
    .columns(['entry_id', 'remark', 'returned_by', 'returner_name', 'returned_at'])
    .expression((eb) =>
      eb
        .selectFrom('logbook_entries')
        .select(['id', 'remark', 'reviewed_by', 'reviewer_name', 'reviewed_at'])
        .where('intern_id', '=', internId)
        .where('state', '=', 'returned'),
    )
    .execute();
}
