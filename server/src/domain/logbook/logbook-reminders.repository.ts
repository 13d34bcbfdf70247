import type { DbOrTrx } from '../../db/database';
import { logbookOverdue, type OverdueWeek } from './logbook-overdue';

export interface ReminderWeek extends OverdueWeek {
  monday: string;
  friday: string;
  afterFriday: string;
}

/**
 * Active interns with an overdue logbook for the week (logbook-overdue.ts) not yet reminded of
 * it.
 */
export function listInternsToRemind(db: DbOrTrx, week: ReminderWeek) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.name', 'users.email', 'users.language'])
    .where('users.role', '=', 'INT')
    .where('users.archived_at', 'is', null)
    .where((eb) => logbookOverdue(eb, week))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('logbook_reminders')
            .select('logbook_reminders.id')
            .whereRef('logbook_reminders.intern_id', '=', 'users.id')
            .where('logbook_reminders.week_start', '=', week.monday),
        ),
      ),
    )
    .orderBy('users.id')
    .execute();
}

/** Records the week's reminder of an intern; false when one is recorded already. */
export async function recordReminder(
  db: DbOrTrx,
  reminder: { intern_id: number; week_start: string; sent_on: string },
) {
  const result = await db
    .insertInto('logbook_reminders')
    .values(reminder)
    .onConflict((oc) => oc.columns(['intern_id', 'week_start']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** On an intern's erasure: which weeks they were reminded of goes with their logbook. */
export async function deleteRemindersOf(db: DbOrTrx, internId: number) {
  await db.deleteFrom('logbook_reminders').where('intern_id', '=', internId).execute();
}
