import { z } from 'zod';

import { LINE_BREAK, hasForbiddenCharacters, type TextRule } from 'shared-api/field-rules';
import { isIsoDate } from 'shared-api/firm-dates';

export { fieldRules, hasForbiddenCharacters, ratingRule } from 'shared-api/field-rules';

/**
 * A trimmed text within its field's rule (shared-api/field-rules, which the forms use too), with
 * the API's field name in the message. A one-line text (a name, a task title, a position) goes
 * into e-mail subjects and bodies, where a line break would let it write lines of its own.
 */
export const textField = (field: string, rule: TextRule) =>
  z
    .string({ error: `The ${field} field is required.` })
    .refine((value) => !hasForbiddenCharacters(value), {
      error: `The ${field} must not contain control characters.`,
      abort: true,
    })
    .refine((value) => !rule.oneLine || !LINE_BREAK.test(value), {
      error: `The ${field} must be on one line.`,
      abort: true,
    })
    .trim()
    .min(rule.min, { error: `The ${field} must be at least ${rule.min} characters.` })
    .max(rule.max, { error: `The ${field} must be at most ${rule.max} characters.` });

export const emailField = (field: string) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: `The ${field} must be a valid email address.` }));

/** A calendar date, YYYY-MM-DD (an intake's dates, in the firm's time zone). */
export const calendarDateField = (field: string) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .refine(isIsoDate, { error: `The ${field} must be a date (YYYY-MM-DD).` });
