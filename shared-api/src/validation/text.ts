import { z } from 'zod/mini';

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

/** A trimmed, non-empty text; `label` names the field in the message. */
export function requiredText(label: string, max = 255) {
  return z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );
}

/** A record id from a select or a route: '' and 0 mean nothing was chosen. */
export function idSchema(message = 'Select a choice') {
  return z.coerce.number({ error: message }).check(z.int(message), z.positive(message));
}
