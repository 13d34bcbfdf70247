import { z } from 'zod';
import { m } from '../lib/texts';

export const messageSchema = z.object({ message: z.string() });
export const createdSchema = z.object({ message: z.string(), id: z.number().int() });
export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  reason: z
    .string()
    .optional()
    .describe(
      'What the client acts on: two-factor-set-up-required (403), set up a second factor first',
    ),
});

/** Documents the error answers a route can give (same `{message, errors?, reason?}` for all). */
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, errorSchema])) as Record<
    number,
    typeof errorSchema
  >;

export const idParams = z.object({
  id: z.coerce
    .number({ error: m('must be a number') })
    .int()
    .positive({ error: m('must be positive') }),
});

export const bearer = [{ bearer: [] }];

export { calendarDateField, emailField, fieldRules, ratingRule, textField } from '../lib/fields';
