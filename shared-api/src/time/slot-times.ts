// By the package's name: this file is bundled with shared-api/interview-booking, and the
// language on screen is the one store's.
import { currentLanguage, INTL_LOCALES } from 'shared-api';

// Interview slots' times (issue 87): a moment (ISO UTC) shown in a given zone, the firm's or the
// browser's, and the days of a week as YYYY-MM-DD.

const locale = () => INTL_LOCALES[currentLanguage()];

/** The browser's own time zone, e.g. 'Europe/London'. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The calendar day (YYYY-MM-DD) of a moment in `timeZone`. */
export function dayIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(Date.parse(iso));
}

/** A moment's time of day in `timeZone`, on the 24-hour clock: '09:30'. */
export function timeIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(Date.parse(iso));
}

/** '09:00–09:30' in `timeZone`. */
export function timeRangeIn(start: string, end: string, timeZone: string): string {
  return `${timeIn(start, timeZone)}–${timeIn(end, timeZone)}`;
}

/** A day (YYYY-MM-DD) as a heading in the language on screen: 'Monday, 7 Dec 2026'. */
export function formatDayHeading(day: string): string {
  return new Intl.DateTimeFormat(locale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${day}T00:00:00Z`));
}

/** A day (YYYY-MM-DD) with its weekday, shorter: 'Mon 7 Dec'. */
export function formatShortDay(day: string): string {
  return new Intl.DateTimeFormat(locale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(Date.parse(`${day}T00:00:00Z`));
}

/** The moment with its day in `timeZone` and the language on screen: 'Mon 7 Dec, 09:00'. */
export function formatMomentIn(iso: string, timeZone: string): string {
  return `${formatShortDay(dayIn(iso, timeZone))}, ${timeIn(iso, timeZone)}`;
}

/** `day` (YYYY-MM-DD) moved by `days`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return addDays(day, -((date.getUTCDay() + 6) % 7));
}

/** A week's seven days from its Monday. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** Whether a moment reads the same in both zones (same offset then): no second time needed. */
export function sameClock(iso: string, zone: string, other: string): boolean {
  return dayIn(iso, zone) === dayIn(iso, other) && timeIn(iso, zone) === timeIn(iso, other);
}
