import { getFirmTimeZone, isIsoDate, m, todayInTimeZone } from 'shared-api';
import { z } from 'zod/mini';

export const dateMessages = {
  required: m('Choose a date'),
  invalid: m('Enter a date as YYYY-MM-DD'),
  past: m('The date cannot be before today'),
} as const;

/** A YYYY-MM-DD date that is today or later in the firm's time zone (checked when validated). */
export function dateFromTodaySchema(timeZone?: string) {
  return z.string({ error: dateMessages.required }).check(
    z.minLength(1, dateMessages.required),
    z.refine(isIsoDate, dateMessages.invalid),
    z.refine((value) => value >= todayInTimeZone(timeZone ?? getFirmTimeZone()), dateMessages.past),
  );
}
