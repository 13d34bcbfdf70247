import { m, translate, type TextValues } from 'shared-api';
import { z } from 'zod/mini';
import { LINE_BREAK, hasForbiddenCharacters, type TextRule } from './field-rules';

// A rule's plain message is marked with m() and shown with t() (shared-ui translates what it
// shows); a message with values is translated when the rule is checked (ruleMessage).

/**
 * zod's `error` for a message with values (a field's name, the rule's limits): translated when
 * the rule is checked, so it is in the language on screen then, with its values. A `label` (a
 * field's name, marked with m() where it is written) is translated too. The text is marked where
 * it is written: `ruleMessage(m('{label} is required'), { label })`.
 */
export function ruleMessage(text: string, values: TextValues & { label?: string } = {}) {
  return {
    error: () =>
      translate(
        text,
        values.label === undefined ? values : { ...values, label: translate(values.label) },
      ),
  };
}

export const emailMessages = {
  required: m('The email is required'),
  invalid: m('Enter a valid email address'),
} as const;

export const emailSchema = z.pipe(
  z
    .string({ error: emailMessages.required })
    .check(z.trim(), z.minLength(1, emailMessages.required)),
  z.email(emailMessages.invalid),
);

/**
 * A trimmed text within its field's rule (field-rules.ts, which the server's route schemas use
 * too): the form refuses exactly what the server would. `label` names the field in the message:
 * mark it with m() where it is written, it is translated with the message.
 */
export function requiredText(label: string, rule: TextRule) {
  const required = ruleMessage(m('{label} is required'), { label });
  return z.string(required).check(
    z.refine(
      (value) => !hasForbiddenCharacters(value),
      ruleMessage(m('{label} must not contain control characters'), { label }),
    ),
    z.refine(
      (value) => !rule.oneLine || !LINE_BREAK.test(value),
      ruleMessage(m('{label} must be on one line'), { label }),
    ),
    z.trim(),
    z.minLength(1, required),
    z.minLength(
      rule.min,
      ruleMessage(m('{label} must be at least {min} characters'), { label, min: rule.min }),
    ),
    z.maxLength(
      rule.max,
      ruleMessage(m('{label} must be at most {max} characters'), { label, max: rule.max }),
    ),
  );
}

/**
 * A record id from a select or a route: '' and 0 mean nothing was chosen. `message` is marked
 * with m() where it is written (shown with t()).
 */
export function idSchema(message: string = m('Select a choice')) {
  return z.coerce.number({ error: message }).check(z.int(message), z.positive(message));
}
