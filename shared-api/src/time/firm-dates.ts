// The firm's calendar, without the validation library: dashboards use it to mark due dates.

/** The firm's time zone decides what "today" is, whatever the visitor's clock says. */
export const DEFAULT_FIRM_TIME_ZONE = 'Africa/Nairobi';

let firmTimeZone = DEFAULT_FIRM_TIME_ZONE;

export function setFirmTimeZone(timeZone: string): void {
  // Throws a RangeError for an unknown zone, so a typo fails at configuration time.
  new Intl.DateTimeFormat('en-CA', { timeZone });
  firmTimeZone = timeZone;
}

export function getFirmTimeZone(): string {
  return firmTimeZone;
}

/** Today's date as YYYY-MM-DD in the given zone (the firm's by default). */
export function todayInTimeZone(timeZone = firmTimeZone, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
