import type { DbOrTrx } from '../../db/database';

/**
 * The person's part of the logbook: as an intern, their entries and absence requests whole;
 * as a supervisor, only the remarks they wrote (the entries and requests are their interns').
 */
export async function readLogbookRecords(db: DbOrTrx, userId: number) {
  const logbookEntries = await db
    .selectFrom('logbook_entries')
    .select([
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
      'created_at',
      'updated_at',
    ])
    .where('intern_id', '=', userId)
    .orderBy('week_start')
    .execute();
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
  const logbookRemarksWritten = await db
    .selectFrom('logbook_entries')
    .select(['remark', 'reviewed_at'])
    .where('reviewed_by', '=', userId)
    .where('remark', 'is not', null)
    .orderBy('id')
    .execute();
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
  await trx.deleteFrom('logbook_entries').where('intern_id', '=', internId).execute();
  await trx.deleteFrom('absence_requests').where('intern_id', '=', internId).execute();
}
