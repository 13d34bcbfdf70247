import type { ExpressionBuilder } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../db/schema';

/**
 * Which applications a report counts: those made in an intake (null: the default intake), or
 * those made from `from` to `to` (the firm's calendar dates, both included).
 */
export type ReportScope = { intakeId: number | null } | { from: string; to: string };

/** The longest date range a report covers (docs/decisions.md, "Intakes"). */
export const MAX_REPORT_DAYS = 731;

/** The range's first and after-last instants as stored timestamps (ISO UTC) sort. */
export function rangeInstants(from: string, to: string, zone: string) {
  const start = DateTime.fromISO(from, { zone }).startOf('day');
  const end = DateTime.fromISO(to, { zone }).plus({ days: 1 }).startOf('day');
  return { start: start.toUTC().toISO()!, end: end.toUTC().toISO()! };
}

/** A `where` on `applications as a` that keeps the scope's applications. */
export function inScope(scope: ReportScope, zone: string) {
  return (eb: ExpressionBuilder<Database & { a: Database['applications'] }, 'a'>) => {
    if ('intakeId' in scope) {
      return scope.intakeId === null
        ? eb('a.intake_id', 'is', null)
        : eb('a.intake_id', '=', scope.intakeId);
    }
    const { start, end } = rangeInstants(scope.from, scope.to, zone);
    return eb.and([eb('a.created_at', '>=', start), eb('a.created_at', '<', end)]);
  };
}
