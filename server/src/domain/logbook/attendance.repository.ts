import type { DbOrTrx } from '../../db/database';

/**
 * The days each logbook entry of these interns ticked, by week (any state: a tick is a record):
 * one intern's attendance, or a page of an academic supervisor's students in one read.
 */
export function listTickedWeeksOf(db: DbOrTrx, internIds: number[]) {
  if (internIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('logbook_entries')
    .select(['intern_id', 'week_start', 'days'])
    .where('intern_id', 'in', internIds)
    .execute();
}

/** These interns' approved absences: their days are excused. */
export function listApprovedAbsencesOf(db: DbOrTrx, internIds: number[]) {
  if (internIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('absence_requests')
    .select(['intern_id', 'first_day', 'last_day'])
    .where('intern_id', 'in', internIds)
    .where('state', '=', 'approved')
    .execute();
}

export const listTickedWeeks = (db: DbOrTrx, internId: number) => listTickedWeeksOf(db, [internId]);

export const listApprovedAbsences = (db: DbOrTrx, internId: number) =>
  listApprovedAbsencesOf(db, [internId]);
