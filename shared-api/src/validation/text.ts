import { z } from 'zod';

export const emailMessages = {
  required: 'The email is required',
  invalid: 'Enter a valid email address',
} as const;

export const emailSchema = z
  .string({ error: emailMessages.required })
  .trim()
  .min(1, emailMessages.required)
  .pipe(z.email(emailMessages.invalid));

/** A trimmed, non-empty text; `label` names the field in the message. */
export function requiredText(label: string, max = 255) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** A record id from a select or a route: '' and 0 mean nothing was chosen. */
export function idSchema(message = 'Select a choice') {
  return z.coerce.number({ error: message }).int(message).positive(message);
}
