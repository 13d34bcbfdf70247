import { getFirmTimeZone, isIsoDate, todayInTimeZone } from 'shared-api';
import { z } from 'zod';

export const dateMessages = {
  required: 'Choose a date',
  invalid: 'Enter a date as YYYY-MM-DD',
  past: 'The date cannot be before today',
} as const;

/** A YYYY-MM-DD date that is today or later in the firm's time zone (checked when validated). */
export function dateFromTodaySchema(timeZone?: string) {
  return z
    .string({ error: dateMessages.required })
    .min(1, dateMessages.required)
    .refine(isIsoDate, dateMessages.invalid)
    .refine((value) => value >= todayInTimeZone(timeZone ?? getFirmTimeZone()), dateMessages.past);
}
