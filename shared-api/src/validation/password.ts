import { m } from 'shared-api';
import { z } from 'zod/mini';
import { ruleMessage } from './text';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  required: m('The password is required'),
  /** With the limits as values, translated when the rule is checked (ruleMessage). */
  length: m('Use {min} to {max} characters'),
} as const;

/**
 * The rule in a sentence, shown (with t()) under every new-password field. The server also
 * refuses common passwords (a list too large to send to every browser); its field error shows
 * under the field. The limits are written in the text, so that a field may show it as it is
 * handed it; a test keeps them equal to PASSWORD_MIN_LENGTH and PASSWORD_MAX_LENGTH.
 */
export const PASSWORD_RULE_HINT = m('12 to 128 characters; common passwords are refused');

const passwordLength = ruleMessage(passwordMessages.length, {
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
});

/** A new password (decisions.md §3): length only, no composition rules. Login only checks that one was typed. */
export const passwordSchema = z
  .string({ error: passwordMessages.required })
  .check(
    z.minLength(1, passwordMessages.required),
    z.minLength(PASSWORD_MIN_LENGTH, passwordLength),
    z.maxLength(PASSWORD_MAX_LENGTH, passwordLength),
  );
