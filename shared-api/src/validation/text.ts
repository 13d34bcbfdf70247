import { z } from 'zod/mini';
import { LINE_BREAK, hasForbiddenCharacters, type TextRule } from './field-rules';

export const emailMessages = {
  required: 'The email is required',
  invalid: 'Enter a valid email address',
} as const;

export const emailSchema = z.pipe(
  z
    .string({ error: emailMessages.required })
    .check(z.trim(), z.minLength(1, emailMessages.required)),
  z.email(emailMessages.invalid),
);

/**
 * A trimmed text within its field's rule (field-rules.ts, which the server's route schemas use
 * too): the form refuses exactly what the server would. `label` names the field in the message.
 */
export function requiredText(label: string, rule: TextRule) {
  return z.string({ error: `${label} is required` }).check(
    z.refine(
      (value) => !hasForbiddenCharacters(value),
      `${label} must not contain control characters`,
    ),
    z.refine((value) => !rule.oneLine || !LINE_BREAK.test(value), `${label} must be on one line`),
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.minLength(rule.min, `${label} must be at least ${rule.min} characters`),
    z.maxLength(rule.max, `${label} must be at most ${rule.max} characters`),
  );
}

/** A record id from a select or a route: '' and 0 mean nothing was chosen. */
export function idSchema(message = 'Select a choice') {
  return z.coerce.number({ error: message }).check(z.int(message), z.positive(message));
}
