import { z } from 'zod';
import { countersignatureSchema } from '../visits/schemas';

export const date = z.string().describe('YYYY-MM-DD, in the firm’s time zone');

export const attendanceSchema = z.object({
  Expected: z.number().int().describe('Working days of the internship up to today'),
  Present: z.number().int(),
  Excused: z.number().int().describe('Expected days inside an approved absence'),
  Absent: z.number().int(),
  SharePresent: z
    .number()
    .int()
    .nullable()
    .describe('Present over (Expected - Excused), whole percent; null when that is 0'),
});

const id = z.number().int();
const state = z.enum(['not started', 'draft', 'submitted', 'returned', 'signed']);
const mark = z.enum(['present', 'absent']).nullable();

export const weeksSchema = z.object({
  StartsOn: date,
  EndsOn: date.describe("The intake's end, or today for an intern without an intake"),
  Weeks: z.array(
    z.object({
      WeekStart: date.describe('Its Monday'),
      WeekEnd: date.describe('Its Friday'),
      State: state,
      Hours: id.nullable(),
      Remark: z.string().nullable().describe("The supervisor's remark on a returned entry"),
    }),
  ),
});

export const attachmentSchema = z.object({
  Id: id,
  Name: z.string(),
  ContentType: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  Size: id.describe('Bytes, as stored'),
  AddedAt: z.string(),
});

export const attachmentsSchema = z
  .array(attachmentSchema)
  .describe(
    'The photos and PDFs of the week, oldest first: GET /LogbookAttachments/{Id} and its /Thumbnail',
  );

export const entrySchema = z.object({
  Id: id.nullable().describe("Null for a week with no entry yet ('not started')"),
  WeekStart: date,
  WeekEnd: date,
  State: state,
  Days: z.array(
    z.object({
      Date: date,
      Expected: z.boolean().describe('False for a day outside the internship or after today'),
      Mark: mark,
      Excused: z.boolean().describe('Inside an approved absence'),
    }),
  ),
  Activities: z.string(),
  Learned: z.string(),
  Hours: id.nullable(),
  Remark: z.string().nullable(),
  SubmittedAt: z.string().nullable(),
  ReviewedAt: z.string().nullable(),
  ReviewerName: z.string().nullable().describe('Who last signed or returned it'),
  Returns: z
    .array(
      z.object({
        Remark: z.string(),
        By: z.string().nullable().describe('The supervisor who returned it'),
        At: z.string(),
      }),
    )
    .describe('Every time it was returned, oldest first; kept once it is signed'),
  Countersignature: countersignatureSchema,
  Attachments: attachmentsSchema,
});

export const reviewSchema = entrySchema.extend({
  Id: id,
  InternId: id,
  InternName: z.string(),
  Tasks: z.array(
    z.object({
      id,
      Task: z.string(),
      Deadline: date,
      Status: z.enum(['Assigned', 'Completed']),
      Rating: id.nullable(),
    }),
  ),
});

export const waitingSchema = z.object({
  Entries: z.array(
    z.object({
      Id: id,
      InternId: id,
      InternName: z.string(),
      WeekStart: date,
      WeekEnd: date,
      Hours: id.nullable(),
      SubmittedAt: z.string(),
    }),
  ),
  Total: id,
});

export const countsSchema = z.object({
  Waiting: id.describe('Submitted entries of your interns waiting for your signature'),
  PendingAbsences: id.describe('Absence requests of your interns waiting for a decision'),
});

export const ABSENCE_REASONS = ['sick', 'exam', 'personal', 'other'] as const;
export const ABSENCE_STATES = ['pending', 'approved', 'declined'] as const;

export const absencesSchema = z.object({
  Absences: z.array(
    z.object({
      Id: id,
      InternId: id,
      InternName: z.string(),
      FirstDay: date,
      LastDay: date,
      Days: id.describe('The working days it covers'),
      Reason: z.enum(ABSENCE_REASONS),
      Note: z.string(),
      State: z.enum(ABSENCE_STATES),
      Remark: z.string().nullable(),
      DecidedAt: z.string().nullable(),
      CreatedAt: z.string(),
    }),
  ),
  Total: id,
});
