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
  // The intern's intake, looked up by their application's key (a lookup per intern, cheaper
  // than reading every application in an intake once the intern list is the longer side).
  const intake = (within: boolean) =>
    eb
      .selectFrom('applications')
      .innerJoin('intakes', 'intakes.id', 'applications.intake_id')
      .select('applications.id')
      .whereRef('applications.id', '=', 'users.application_id')
      .where((inner) =>
        within
          ? inner.and([
              inner('intakes.starts_on', '<=', week.friday as string),
              inner('intakes.ends_on', '>=', week.monday as string),
            ])
          : inner.lit(true),
      );
  return eb.and([
    eb.or([
      eb.exists(intake(true)),
      eb.and([
        eb.not(eb.exists(intake(false))),
        eb('users.created_at', '<', week.afterFriday as string),
      ]),
    ]),
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
 * The intern has an entry submitted and waiting for their supervisor's signature: one lookup
 * per intern (logbook_entries_intern_state_idx). Reading the waiting entries first instead cost
 * 113 ms at 100 k entries when most interns had one; through another index, 124 ms.
 */
export function logbookUnsigned(eb: ExpressionBuilder<Database, 'users'>) {
  return eb.exists(
    eb
      .selectFrom('logbook_entries')
      .select('logbook_entries.id')
      .whereRef('logbook_entries.intern_id', '=', 'users.id')
      .where('logbook_entries.state', '=', 'submitted'),
  );
}
