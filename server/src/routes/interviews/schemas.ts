import { z } from 'zod';
import { MAX_DB_ID } from '../../lib/numbers';
import { m, schemaText } from '../../lib/texts';
import { textField } from '../common';

export const iso = z.string().describe('ISO 8601, UTC');
const minutes = (field: string, min: number, max: number) =>
  z
    .number({ error: schemaText(m('The {field} must be a number of minutes.', { field })) })
    .int({ error: schemaText(m('The {field} must be a number of minutes.', { field })) })
    .min(min, {
      error: schemaText(m('The {field} must be from {min} to {max} minutes.', { field, min, max })),
    })
    .max(max, {
      error: schemaText(m('The {field} must be from {min} to {max} minutes.', { field, min, max })),
    });
const id = (field: string) =>
  z
    .number({ error: schemaText(m('The {field} must be an id.', { field })) })
    .int()
    .positive()
    .max(MAX_DB_ID, { error: schemaText(m('The {field} must be an id.', { field })) });
const day = (field: string) =>
  z
    .string({ error: schemaText(m('The {field} field is required.', { field })) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, {
      error: schemaText(m('The {field} must be a date (YYYY-MM-DD).', { field })),
    })
    .meta({ format: 'date' });
const clock = (field: string) =>
  z
    .string({ error: schemaText(m('The {field} field is required.', { field })) })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
      error: schemaText(m('The {field} must be a time (HH:mm).', { field })),
    });

const placeFields = {
  Intake: id('Intake').nullable(),
  Position: id('Position').nullable(),
  Place: textField('Place', { min: 1, max: 200, oneLine: true }).nullable(),
  VideoLink: z
    .url({ protocol: /^https$/, error: schemaText(m('The VideoLink must be an https address.')) })
    .max(500, {
      error: schemaText(m('The VideoLink must be at most {max} characters.', { max: 500 })),
    })
    .nullable(),
  Capacity: z
    .number({ error: schemaText(m('The Capacity must be from 1 to 50.')) })
    .int({ error: schemaText(m('The Capacity must be from 1 to 50.')) })
    .min(1, { error: schemaText(m('The Capacity must be from 1 to 50.')) })
    .max(50, { error: schemaText(m('The Capacity must be from 1 to 50.')) })
    .default(1),
  Interviewers: z
    .array(id('Interviewers'), {
      error: schemaText(m('The Interviewers must be a list of user ids.')),
    })
    .min(1, { error: schemaText(m('Choose at least one interviewer.')) })
    .max(20, { error: schemaText(m('Choose at most 20 interviewers.')) }),
};

export const slotBody = z.object({
  ...placeFields,
  Day: day('Day'),
  Start: clock('Start'),
  Length: minutes('Length', 5, 480),
});

export const seriesBody = z.object({
  ...placeFields,
  FirstDay: day('FirstDay'),
  LastDay: day('LastDay'),
  From: clock('From'),
  To: clock('To'),
  Length: minutes('Length', 5, 480),
  Gap: minutes('Gap', 0, 480),
  Weekdays: z
    .array(
      z
        .number({
          error: schemaText(m('Each of the Weekdays must be from 1 (Monday) to 7 (Sunday).')),
        })
        .int()
        .min(1, {
          error: schemaText(m('Each of the Weekdays must be from 1 (Monday) to 7 (Sunday).')),
        })
        .max(7, {
          error: schemaText(m('Each of the Weekdays must be from 1 (Monday) to 7 (Sunday).')),
        }),
    )
    .min(1, { error: schemaText(m('Choose at least one weekday.')) })
    .max(7, { error: schemaText(m('Choose at most 7 weekdays.')) }),
});

export const createdSlotsSchema = z.object({
  message: z.string(),
  Created: z.number().int(),
  Slots: z.array(z.number().int()),
  Warnings: z.array(z.string()).describe('An interviewer already has a slot then (not a refusal)'),
});

const named = z.object({ id: z.number().int(), Name: z.string() });

export const weekSchema = z.object({
  Week: z.object({ From: z.string(), To: z.string() }),
  TimeZone: z.string(),
  Truncated: z.boolean().describe('More than 1000 slots this week: the first 1000 are listed'),
  Slots: z.array(
    z.object({
      id: z.number().int(),
      Intake: named.nullable(),
      Position: named.nullable(),
      StartsAt: iso,
      EndsAt: iso,
      Place: z.string().nullable(),
      VideoLink: z.string().nullable(),
      Capacity: z.number().int(),
      Booked: z.number().int(),
      Free: z.number().int(),
      Cancelled: z.boolean(),
      Interviewers: z.array(z.object({ user_id: z.number().int(), Name: z.string() })),
      Bookings: z.array(
        z.object({
          id: z.number().int(),
          Application: z.number().int(),
          Name: z.string(),
          Email: z.string(),
          Status: z.enum(['booked', 'did-not-attend']),
        }),
      ),
    }),
  ),
});

export const bookingSchema = z.object({
  id: z.number().int(),
  StartsAt: iso,
  EndsAt: iso,
  Place: z.string().nullable(),
  VideoLink: z.string().nullable(),
  CanChange: z.boolean(),
  ChangeUntil: iso,
});

export const bookingPageSchema = z.object({
  Name: z.string(),
  Position: z.string(),
  Intake: z.string().nullable(),
  TimeZone: z.string(),
  CutOffHours: z.number().int(),
  ExpiresAt: iso,
  State: z.enum(['open', 'booked', 'closed']),
  Booking: bookingSchema.nullable(),
  Slots: z.array(
    z.object({
      id: z.number().int(),
      StartsAt: iso,
      EndsAt: iso,
      Place: z.string().nullable(),
      Online: z.boolean(),
      Free: z.number().int(),
    }),
  ),
  More: z.boolean(),
});

export const tokenParams = z.object({
  token: z.string().max(200, { error: schemaText(m('This booking link is not valid.')) }),
});

export const slotChoice = z.object({ Slot: id('Slot') });
