import { z } from 'zod';

import {
  LINE_BREAK,
  calendarDateRule,
  hasForbiddenCharacters,
  isDateInRange,
  type TextRule,
} from 'shared-api/field-rules';
import { isIsoDate } from 'shared-api/firm-dates';
import { fieldError } from './errors';
import { m, schemaText } from './texts';

export {
  calendarDateRule,
  fieldRules,
  hasForbiddenCharacters,
  ratingRule,
} from 'shared-api/field-rules';

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

const outOfRange = (field: string) =>
  m('The {field} must be a date from {min} to {max}.', {
    field,
    min: calendarDateRule.min,
    max: calendarDateRule.max,
  });

/**
 * A calendar date, YYYY-MM-DD (an intake's dates, in the firm's time zone), within
 * shared-api's calendarDateRule, as the forms check it. `format: date` names it in the OpenAPI
 * document, where the fuzz test finds every date field.
 */
export const calendarDateField = (field: string) =>
  z
    .string({ error: schemaText(m('The {field} field is required.', { field })) })
    .trim()
    .refine(isIsoDate, {
      error: schemaText(m('The {field} must be a date (YYYY-MM-DD).', { field })),
      abort: true,
    })
    .refine(isDateInRange, { error: schemaText(outOfRange(field)) })
    .meta({ format: 'date' });

/** A date a service read itself (a deadline, an interview's day): a 422 outside the rule. */
export function checkDateInRange(field: string, date: string) {
  if (!isDateInRange(date)) throw fieldError(field, outOfRange(field));
  return date;
}
