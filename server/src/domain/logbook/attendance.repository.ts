import type { DbOrTrx } from '../../db/database';

/** The days each logbook entry of the intern ticked, by week (any state: a tick is a record). */
export function listTickedWeeks(db: DbOrTrx, internId: number) {
  return db
    .selectFrom('logbook_entries')
    .select(['week_start', 'days'])
    .where('intern_id', '=', internId)
    .execute();
}

/** The intern's approved absences: their days are excused. */
export function listApprovedAbsences(db: DbOrTrx, internId: number) {
  return db
    .selectFrom('absence_requests')
    .select(['first_day', 'last_day'])
    .where('intern_id', '=', internId)
    .where('state', '=', 'approved')
    .execute();
}
