import type { DbOrTrx } from '../../db/database';
import { ENTRY_CONTENT } from './logbook.repository';
import {
  deleteReturnsOfIntern,
  listReturnsOfIntern,
  listReturnsWrittenBy,
} from './logbook-returns.repository';

/**
 * The person's part of the logbook: as an intern, their entries and absence requests whole;
 * as a supervisor, only the remarks they wrote (the entries and requests are their interns').
 * Each week carries every time it was returned, and why, also once it is signed.
 */
export async function readLogbookRecords(db: DbOrTrx, userId: number) {
  const weeks = await db
    .selectFrom('logbook_entries')
    .select([...ENTRY_CONTENT, 'created_at', 'updated_at'])
    .where('intern_id', '=', userId)
    .orderBy('week_start')
    .execute();
  const returns = await listReturnsOfIntern(db, userId);
  const logbookEntries = weeks.map((week) => ({
    ...week,
    returns: returns
      .filter((entry) => entry.week_start === week.week_start)
      .map(({ remark, returner_name, returned_at }) => ({ remark, returner_name, returned_at })),
  }));
  const absenceRequests = await db
    .selectFrom('absence_requests')
    .select([
      'first_day',
      'last_day',
      'reason',
      'note',
      'state',
      'remark',
      'decided_at',
      'created_at',
    ])
    .where('intern_id', '=', userId)
    .orderBy('id')
    .execute();
  const logbookRemarksWritten = await listReturnsWrittenBy(db, userId);
  const absenceRemarksWritten = await db
    .selectFrom('absence_requests')
    .select(['remark', 'decided_at'])
    .where('decided_by', '=', userId)
    .where('remark', 'is not', null)
    .orderBy('id')
    .execute();
  return { logbookEntries, absenceRequests, logbookRemarksWritten, absenceRemarksWritten };
}

/** Erasure: an intern's entries and absence requests are about them alone, and go. */
export async function deleteLogbookOf(trx: DbOrTrx, internId: number) {
  await deleteReturnsOfIntern(trx, internId);
  await trx.deleteFrom('logbook_entries').where('intern_id', '=', internId).execute();
  await trx.deleteFrom('absence_requests').where('intern_id', '=', internId).execute();
}
