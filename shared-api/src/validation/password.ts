import { z } from 'zod/mini';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  required: 'The password is required',
  length: `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
  letter: 'Use at least one letter',
  digit: 'Use at least one digit',
} as const;

/** The rule in a sentence, shown under every new-password field. */
export const PASSWORD_RULE_HINT = `${PASSWORD_MIN_LENGTH} or more characters, with a letter and a digit`;

/** A new password (decisions.md §3). Login only checks that one was typed. */
export const passwordSchema = z
  .string({ error: passwordMessages.required })
  .check(
    z.minLength(1, passwordMessages.required),
    z.minLength(PASSWORD_MIN_LENGTH, passwordMessages.length),
    z.maxLength(PASSWORD_MAX_LENGTH, passwordMessages.length),
    z.regex(/\p{L}/u, passwordMessages.letter),
    z.regex(/\p{Nd}/u, passwordMessages.digit),
  );
