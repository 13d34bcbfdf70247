import { getFirmTimeZone, isIsoDate, m, todayInTimeZone } from 'shared-api';
import { z } from 'zod/mini';
import { calendarDateRule, isDateInRange } from './field-rules';
import { ruleMessage } from './text';

export const dateMessages = {
  required: m('Choose a date'),
  invalid: m('Enter a date as YYYY-MM-DD'),
  range: m('Enter a date from {min} to {max}'),
  past: m('The date cannot be before today'),
} as const;

/**
 * A YYYY-MM-DD date within calendarDateRule (field-rules.ts, which the server's route schemas use
 * too), so the form refuses the far and ancient dates the server refuses.
 */
export function calendarDateSchema() {
  const { min, max } = calendarDateRule;
  return z.string({ error: dateMessages.required }).check(
    z.minLength(1, dateMessages.required),
    z.refine(isIsoDate, dateMessages.invalid),
    z.refine(
      (value) => !isIsoDate(value) || isDateInRange(value),
      ruleMessage(dateMessages.range, { min, max }),
    ),
  );
}

/** A calendar date (as above) that is today or later in the firm's time zone (checked when validated). */
export function dateFromTodaySchema(timeZone?: string) {
  return calendarDateSchema().check(
    z.refine((value) => value >= todayInTimeZone(timeZone ?? getFirmTimeZone()), dateMessages.past),
  );
}
