import crypto from 'node:crypto';

// Crockford's base32: no I, L, O or U, so a code read aloud or retyped is not misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 7;
const GROUP = 4;

/**
 * A verification code: 28 characters of 5 random bits (140 bits; 256 is a multiple of 32, so
 * each byte's low 5 bits are uniform), in groups of four: XXXX-XXXX-... Unguessable, so the
 * verification page cannot be enumerated, and URL-safe.
 */
export function newLetterCode(): string {
  const bytes = crypto.randomBytes(GROUPS * GROUP);
  const chars = [...bytes].map((byte) => ALPHABET[byte & 31]);
  return Array.from({ length: GROUPS }, (_, i) =>
    chars.slice(i * GROUP, (i + 1) * GROUP).join(''),
  ).join('-');
}

/** The code as stored, from what a reader typed: upper case, dashes where they belong. */
export function normaliseLetterCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  if (plain.length !== GROUPS * GROUP || [...plain].some((c) => !ALPHABET.includes(c))) {
    return null;
  }
  return plain.match(/.{4}/g)!.join('-');
}

export const LETTER_CODE_PATTERN = /^[0-9A-Za-z-]{1,64}$/;
