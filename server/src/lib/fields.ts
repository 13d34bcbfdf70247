import { z } from 'zod';

/**
 * Control characters other than tab and line breaks (NUL included: PostgreSQL cannot store it,
 * SQLite would), and the lone UTF-16 surrogates that no UTF-8 column can hold. Refused on both
 * databases alike, so what one accepts the other stores too.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/u;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasForbiddenCharacters = (value: string) =>
  FORBIDDEN_CHARACTERS.test(value) || LONE_SURROGATE.test(value);

/** Trimmed text of a given length range, with the spec's field name in the message. */
export const text = (field: string, min: number, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .refine((value) => !hasForbiddenCharacters(value), {
      error: `The ${field} must not contain control characters.`,
      abort: true,
    })
    .trim()
    .min(min, { error: `The ${field} must be at least ${min} characters.` })
    .max(max, { error: `The ${field} must be at most ${max} characters.` });

/** CR, LF, NEL and the Unicode line and paragraph separators (VT and FF are refused above). */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/u;

/**
 * A one-line text: a name, a task title, a position. These go into e-mail subjects and bodies,
 * where a line break would let the text write lines of its own (issue 33, finding 6).
 */
export const oneLine = (field: string, min: number, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .refine((value) => !LINE_BREAK.test(value), {
      error: `The ${field} must be on one line.`,
      abort: true,
    })
    .pipe(text(field, min, max));

export const emailField = (field: string) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: `The ${field} must be a valid email address.` }));
