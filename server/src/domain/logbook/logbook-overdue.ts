import type { ExpressionBuilder } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../db/schema';

/** A finished week, by its firm's dates; values or a list's bound parameters. */
export interface OverdueWeek {
  monday: unknown;
  friday: unknown;
  /** The Saturday's first moment in the firm's zone, as an ISO UTC time. */
  afterFriday: unknown;
}

/**
 * The week before the current one (firm's zone): a week is overdue once the next has begun.
 */
export function lastFinishedWeek(zone: string, now: Date) {
  const monday = DateTime.fromJSDate(now, { zone }).startOf('week').minus({ weeks: 1 });
  return {
    monday: monday.toISODate()!,
    friday: monday.plus({ days: 4 }).toISODate()!,
    afterFriday: monday.plus({ days: 5 }).toUTC().toISO()!,
  };
}

/**
 * The intern (a `users` row) has an overdue logbook: their internship has a day in the week
 * (their intake's dates, or from the activation without one), they have no submitted or signed
 * entry for it and no approved absence covering it whole. One rule for the reminders and the
 * administrator's Interns filter.
 */
export function logbookOverdue(eb: ExpressionBuilder<Database, 'users'>, week: OverdueWeek) {
  return eb.and([
    eb('users.id', 'in', activeInWeek(eb, week)),
    eb.not(
      eb.exists(
        eb
          .selectFrom('logbook_entries')
          .select('logbook_entries.id')
          .whereRef('logbook_entries.intern_id', '=', 'users.id')
          .where('logbook_entries.week_start', '=', week.monday as string)
          .where('logbook_entries.state', 'in', ['submitted', 'signed']),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('absence_requests')
          .select('absence_requests.id')
          .whereRef('absence_requests.intern_id', '=', 'users.id')
          .where('absence_requests.state', '=', 'approved')
          .where('absence_requests.first_day', '<=', week.monday as string)
          .where('absence_requests.last_day', '>=', week.friday as string),
      ),
    ),
  ]);
}

/**
 * The active interns whose internship has a day in the week, found from the week's side: those
 * in an intake covering it (applications_intake_idx, then users_application_unique), and those
 * without an intake who had joined by its end (users_active_role_created_idx). So the filter
 * costs as many lookups as there are interns in that week, not one per intern the programme
 * ever had (3.4 ms at 100 k entries when every intern was checked; docs/benchmarks.md).
 */
function activeInWeek(eb: ExpressionBuilder<Database, 'users'>, week: OverdueWeek) {
  // From the intakes covering the week to their interns, in that order: SQLite keeps a CROSS
  // JOIN's order, where it chose to scan every intern for an IN list of applications.
  const inCoveringIntake = eb
    .selectFrom('intakes')
    .crossJoin('applications')
    .crossJoin('users as intern')
    .select('intern.id')
    .whereRef('applications.intake_id', '=', 'intakes.id')
    .whereRef('intern.application_id', '=', 'applications.id')
    .where('intakes.starts_on', '<=', week.friday as string)
    .where('intakes.ends_on', '>=', week.monday as string)
    .where('intern.role', '=', 'INT')
    .where('intern.archived_at', 'is', null);
  const withoutIntake = eb
    .selectFrom('users as intern')
    .select('intern.id')
    .where('intern.role', '=', 'INT')
    .where('intern.archived_at', 'is', null)
    .where('intern.created_at', '<', week.afterFriday as string)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('applications')
            .innerJoin('intakes', 'intakes.id', 'applications.intake_id')
            .select('applications.id')
            .whereRef('applications.id', '=', 'intern.application_id'),
        ),
      ),
    );
  return inCoveringIntake.unionAll(withoutIntake);
}

/**
 * The intern has an entry submitted and waiting for their supervisor's signature: the count the
 * triggers of migration 2026112700 keep on their row, so counting the matches reads one index
 * range (users_role_archived_waiting_idx) instead of each intern's entries.
 */
export function logbookUnsigned(eb: ExpressionBuilder<Database, 'users'>) {
  return eb('users.logbook_waiting', '>', 0);
}
