import { z } from 'zod';

/** Trimmed text of a given length range, with the spec's field name in the message. */
export const text = (field: string, min: number, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(min, { error: `The ${field} must be at least ${min} characters.` })
    .max(max, { error: `The ${field} must be at most ${max} characters.` });

export const emailField = (field: string) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: `The ${field} must be a valid email address.` }));
