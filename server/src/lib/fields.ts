import { z } from 'zod';

import { LINE_BREAK, hasForbiddenCharacters, type TextRule } from 'shared-api/field-rules';
import { isIsoDate } from 'shared-api/firm-dates';
import { m, schemaText } from './texts';

export { fieldRules, hasForbiddenCharacters, ratingRule } from 'shared-api/field-rules';

/**
 * A trimmed text within its field's rule (shared-api/field-rules, which the forms use too), with
 * the API's field name in the message. A one-line text (a name, a task title, a position) goes
 * into e-mail subjects and bodies, where a line break would let it write lines of its own.
 */
export const textField = (field: string, rule: TextRule) =>
  z
    .string({ error: schemaText(m('The {field} field is required.', { field })) })
    .refine((value) => !hasForbiddenCharacters(value), {
      error: schemaText(m('The {field} must not contain control characters.', { field })),
      abort: true,
    })
    .refine((value) => !rule.oneLine || !LINE_BREAK.test(value), {
      error: schemaText(m('The {field} must be on one line.', { field })),
      abort: true,
    })
    .trim()
    .min(rule.min, {
      error: schemaText(
        m('The {field} must be at least {min} characters.', { field, min: rule.min }),
      ),
    })
    .max(rule.max, {
      error: schemaText(
        m('The {field} must be at most {max} characters.', { field, max: rule.max }),
      ),
    });

export const emailField = (field: string) =>
  z
    .string({ error: schemaText(m('The {field} field is required.', { field })) })
    .trim()
    .toLowerCase()
    .pipe(
      z.email({ error: schemaText(m('The {field} must be a valid email address.', { field })) }),
    );

/** A calendar date, YYYY-MM-DD (an intake's dates, in the firm's time zone). */
export const calendarDateField = (field: string) =>
  z
    .string({ error: schemaText(m('The {field} field is required.', { field })) })
    .trim()
    .refine(isIsoDate, {
      error: schemaText(m('The {field} must be a date (YYYY-MM-DD).', { field })),
    });
