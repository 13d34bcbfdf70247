import { z } from 'zod/mini';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  required: 'The password is required',
  length: `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
} as const;

/**
 * The rule in a sentence, shown under every new-password field. The server also refuses common
 * passwords (a list too large to send to every browser); its field error shows under the field.
 */
export const PASSWORD_RULE_HINT = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; common passwords are refused`;

/** A new password (decisions.md §3): length only, no composition rules. Login only checks that one was typed. */
export const passwordSchema = z
  .string({ error: passwordMessages.required })
  .check(
    z.minLength(1, passwordMessages.required),
    z.minLength(PASSWORD_MIN_LENGTH, passwordMessages.length),
    z.maxLength(PASSWORD_MAX_LENGTH, passwordMessages.length),
  );
