import { DateTime } from 'luxon';

/** At most this many slots are made at once (a series, or one slot). */
export const MAX_SERIES_SLOTS = 500;
/** A series spans at most this many days (first to last). */
export const MAX_SERIES_DAYS = 366;

export interface SeriesShape {
  firstDay: string;
  lastDay: string;
  /** Minutes after midnight, in the firm's zone. */
  from: number;
  to: number;
  length: number;
  gap: number;
  /** ISO weekdays, 1 Monday .. 7 Sunday. */
  weekdays: number[];
}

/** 'HH:mm' as minutes after midnight, or null. */
export function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Slots one day holds: the first at `from`, one every length+gap minutes, the last ending by `to`. */
export function slotsPerDay({ from, to, length, gap }: SeriesShape) {
  const window = to - from;
  return window < length ? 0 : 1 + Math.floor((window - length) / (length + gap));
}

/** Days from first to last (both included) whose weekday is chosen, counted without walking them. */
export function seriesDays(shape: SeriesShape): number {
  const first = DateTime.fromISO(shape.firstDay, { zone: 'utc' });
  const last = DateTime.fromISO(shape.lastDay, { zone: 'utc' });
  const days = Math.round(last.diff(first, 'days').days) + 1;
  if (days <= 0) return 0;
  const chosen = new Set(shape.weekdays);
  const fullWeeks = Math.floor(days / 7);
  let count = fullWeeks * chosen.size;
  for (let i = 0; i < days % 7; i += 1) {
    const weekday = ((first.weekday - 1 + i) % 7) + 1;
    if (chosen.has(weekday)) count += 1;
  }
  return count;
}

/** How many slots a series makes: arithmetic only, so a refusal costs nothing. */
export const seriesCount = (shape: SeriesShape) => seriesDays(shape) * slotsPerDay(shape);

/** The series' slots (UTC ISO start and end), in order; call only once the count is allowed. */
export function seriesSlots(shape: SeriesShape, zone: string) {
  const perDay = slotsPerDay(shape);
  const chosen = new Set(shape.weekdays);
  const slots: { startsAt: string; endsAt: string }[] = [];
  const last = DateTime.fromISO(shape.lastDay, { zone });
  for (
    let day = DateTime.fromISO(shape.firstDay, { zone });
    day <= last;
    day = day.plus({ days: 1 })
  ) {
    if (!chosen.has(day.weekday)) continue;
    for (let i = 0; i < perDay; i += 1) {
      const start = day
        .startOf('day')
        .plus({ minutes: shape.from + i * (shape.length + shape.gap) });
      const end = start.plus({ minutes: shape.length });
      slots.push({ startsAt: start.toUTC().toISO()!, endsAt: end.toUTC().toISO()! });
    }
  }
  return slots;
}
