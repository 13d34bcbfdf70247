import { DateTime } from 'luxon';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** ISO-8601 UTC timestamp, the storage format of every *_at column. */
export const isoNow = (now = Date.now()) => new Date(now).toISOString();
export const isoIn = (ms: number, now = Date.now()) => new Date(now + ms).toISOString();

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Today's calendar date (`YYYY-MM-DD`) in the firm's time zone, `now` by default. One formatter
 * per zone, kept: luxon took 8 µs a call and 4 % of the server's time on a page by attention.
 */
export function todayIn(zone: string, now = Date.now()) {
  let format = dayFormats.get(zone);
  if (!format) {
    const options = { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' } as const;
    format = new Intl.DateTimeFormat('en-US', options);
    dayFormats.set(zone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * A calendar date from a client: `YYYY-MM-DD`, or a full ISO timestamp (a date picker's value)
 * read in the firm's time zone. Returns null when it is not a date.
 */
export function parseCalendarDate(value: string, zone: string): string | null {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? DateTime.fromISO(value, { zone })
    : DateTime.fromISO(value, { setZone: true }).setZone(zone);
  return date.isValid ? date.toISODate() : null;
}
