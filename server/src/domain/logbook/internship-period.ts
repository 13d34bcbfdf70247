import { DateTime } from 'luxon';
import { calendarDateRule } from 'shared-api/field-rules';

// Calendar dates (YYYY-MM-DD, already in the firm's time zone) are counted in whole days in UTC,
// so the server's own zone and daylight saving change nothing.
const UTC = { zone: 'utc' };
const day = (date: string) => DateTime.fromISO(date, UTC);
const iso = (date: DateTime) => date.toISODate()!;

/** The internship's first and last day; `endsOn` is today for an intern without an intake. */
export interface InternshipPeriod {
  startsOn: string;
  endsOn: string;
}

/** What the period is made from: the intern's intake, else the day their account was made. */
export interface PeriodSource {
  created_at: string;
  intake_starts_on: string | null;
  intake_ends_on: string | null;
}

/**
 * docs/decisions.md, "Logbook and attendance": the intake's dates, or, without an intake, from
 * the activation day (in the firm's zone) to today, as the completion letter dates it.
 */
export function internshipPeriod(source: PeriodSource, today: string, zone: string) {
  if (source.intake_starts_on && source.intake_ends_on) {
    // An intake stored before calendarDateRule may start earlier: its weeks are walked from the
    // rule's first day, so what a request walks stays bounded.
    const { min } = calendarDateRule;
    const startsOn = source.intake_starts_on < min ? min : source.intake_starts_on;
    return { startsOn, endsOn: source.intake_ends_on };
  }
  const activated = DateTime.fromISO(source.created_at, UTC).setZone(zone).toISODate();
  return { startsOn: activated ?? today, endsOn: today };
}

/** The last day recorded so far: the period's end, or today while it runs. */
export const recordedUntil = (period: InternshipPeriod, today: string) =>
  period.endsOn < today ? period.endsOn : today;

export const isWorkingDay = (date: string) => day(date).weekday <= 5;
export const isMonday = (date: string) => day(date).isValid && day(date).weekday === 1;

/** The Monday of the date's week. */
export const mondayOf = (date: string) => iso(day(date).startOf('week'));

/** Monday to Friday of the week that starts on `monday`. */
export const weekDays = (monday: string) =>
  Array.from({ length: 5 }, (_, index) => iso(day(monday).plus({ days: index })));

export const fridayOf = (monday: string) => iso(day(monday).plus({ days: 4 }));

/**
 * The days from `first` to `last`, both in (0 when `last` is before `first`). Days are counted
 * as dates, never by comparing their text: after 9999-12-31 comes `+010000-01-01`, which sorts
 * before every date, and a loop that compared them never ended.
 */
export function daysFrom(first: string, last: string) {
  const start = day(first);
  const end = day(last);
  if (!start.isValid || !end.isValid || end < start) return 0;
  return Math.round(end.diff(start, 'days').days) + 1;
}

/** How many of the days from `first` to `last` are working days, counted without a walk. */
export function countWorkingDays(first: string, last: string) {
  const total = daysFrom(first, last);
  let count = Math.floor(total / 7) * 5;
  const weekday = day(first).weekday;
  for (let extra = 0; extra < total % 7; extra += 1) {
    if (((weekday - 1 + extra) % 7) + 1 <= 5) count += 1;
  }
  return count;
}

/**
 * The working days (Monday to Friday) from `first` to `last`, both included; in order. One
 * entry a day: callers pass a period the rules bound (an intake's internship, or up to today).
 */
export function workingDays(first: string, last: string) {
  const days: string[] = [];
  const end = day(last);
  for (
    let date = day(first);
    date.isValid && end.isValid && date <= end;
    date = date.plus({ days: 1 })
  ) {
    if (date.weekday <= 5) days.push(iso(date));
  }
  return days;
}

/** Whether the day is one the intern is expected on: a working day of the period up to today. */
export const isExpected = (date: string, period: InternshipPeriod, today: string) =>
  isWorkingDay(date) && date >= period.startsOn && date <= recordedUntil(period, today);

/** The Mondays of the weeks with an expected day, newest first. */
export function internshipWeeks(period: InternshipPeriod, today: string) {
  const days = workingDays(period.startsOn, recordedUntil(period, today));
  if (days.length === 0) return [];
  const weeks: string[] = [];
  const first = day(days[0]).startOf('week');
  for (let monday = day(days[days.length - 1]).startOf('week'); monday >= first;) {
    weeks.push(iso(monday));
    monday = monday.minus({ weeks: 1 });
  }
  return weeks;
}

/** Whether `monday` names a week of the internship so far. */
export const isInternshipWeek = (monday: string, period: InternshipPeriod, today: string) =>
  isMonday(monday) && weekDays(monday).some((date) => isExpected(date, period, today));
