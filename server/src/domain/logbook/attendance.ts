import type { Config } from '../../config';
import type { Db, DbOrTrx } from '../../db/database';
import { forbidden, notFound } from '../../lib/errors';
import { m } from '../../lib/texts';
import { todayIn } from '../../lib/time';
import type { Actor } from '../tasks/task-access';
import { listApprovedAbsences, listTickedWeeks } from './attendance.repository';
import {
  internshipPeriod,
  recordedUntil,
  weekDays,
  workingDays,
  type PeriodSource,
} from './internship-period';
import { findLogbookIntern, type LogbookIntern } from '../users/intern-row.repository';

/** An entry's `days` letter for a day the intern ticked present. */
export const PRESENT = 'P';

/** An intern's attendance (shared-api's `Attendance`). */
export interface Attendance {
  Expected: number;
  Present: number;
  Excused: number;
  Absent: number;
  SharePresent: number | null;
}

type Range = { first_day: string; last_day: string };

/** Whether the date falls inside one of the ranges (ISO dates sort as days). */
export const isInside = (date: string, ranges: Range[]) =>
  ranges.some((range) => range.first_day <= date && date <= range.last_day);

const weeks = new Map<string, string[]>();

/**
 * A week's five days, each Monday's worked out once per process (a report counts thousands of
 * interns' weeks, and a luxon date a day took seconds); Mondays are bounded by calendarDateRule.
 */
function daysOfWeek(monday: string) {
  let days = weeks.get(monday);
  if (!days) {
    days = weekDays(monday);
    weeks.set(monday, days);
  }
  return days;
}

/** What an intern's attendance is counted from: their ticked weeks and approved absences. */
export interface AttendanceRecords {
  weeks: { week_start: string; days: string }[];
  absences: Range[];
}

/**
 * docs/decisions.md, "Logbook and attendance": expected are the working days of the internship
 * up to today; an approved absence excuses its days whatever was ticked; present is a ticked
 * day; absent is the rest. The share present is present over expected less excused. `expected`
 * are the period's working days up to today (a caller counting many interns shares them).
 */
export function countAttendance(expected: string[], records: AttendanceRecords): Attendance {
  const present = new Set<string>();
  for (const week of records.weeks) {
    daysOfWeek(week.week_start).forEach((date, index) => {
      if (week.days[index] === PRESENT) present.add(date);
    });
  }
  const excused = expected.filter((date) => isInside(date, records.absences));
  const attended = expected.filter(
    (date) => !isInside(date, records.absences) && present.has(date),
  );
  const counted = expected.length - excused.length;
  return {
    Expected: expected.length,
    Present: attended.length,
    Excused: excused.length,
    Absent: counted - attended.length,
    SharePresent: counted === 0 ? null : Math.round((attended.length / counted) * 100),
  };
}

/** The working days an intern is expected on so far: their period's, up to today. */
export function expectedDays(intern: PeriodSource, today: string, zone: string) {
  const period = internshipPeriod(intern, today, zone);
  return workingDays(period.startsOn, recordedUntil(period, today));
}

export async function attendanceOfIntern(
  db: DbOrTrx,
  intern: LogbookIntern,
  today: string,
  zone: string,
): Promise<Attendance> {
  const [weeks, absences] = await Promise.all([
    listTickedWeeks(db, intern.id),
    listApprovedAbsences(db, intern.id),
  ]);
  return countAttendance(expectedDays(intern, today, zone), { weeks, absences });
}

/** The intern's attendance so far (over the whole internship once it has ended). */
export async function attendanceOf(db: DbOrTrx, config: Config, internId: number) {
  const intern = await findLogbookIntern(db, internId);
  if (!intern || intern.role !== 'INT') throw notFound(m('Intern not found'));
  return attendanceOfIntern(db, intern, todayIn(config.APP_TIMEZONE), config.APP_TIMEZONE);
}

/** Who reads an intern's attendance: the intern, their supervisor, any admin. */
const readsAttendance = (actor: Actor, intern: LogbookIntern) =>
  actor.id === intern.id ||
  actor.role === 'ADM' ||
  (actor.role === 'SUP' && intern.supervisor_id === actor.id);

/** GET /Attendance/:internId: only an admin learns whether an id is an intern's (404). */
export async function readAttendance(db: Db, config: Config, actor: Actor, internId: number) {
  const intern = await findLogbookIntern(db, internId);
  const hidden = () => forbidden(m('You cannot see this intern.'));
  if (!intern || intern.role !== 'INT') {
    throw actor.role === 'ADM' ? notFound(m('Intern not found')) : hidden();
  }
  if (!readsAttendance(actor, intern)) throw hidden();
  return attendanceOfIntern(db, intern, todayIn(config.APP_TIMEZONE), config.APP_TIMEZONE);
}
