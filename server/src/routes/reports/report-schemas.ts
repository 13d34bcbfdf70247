import { z } from 'zod';

const count = z.number().int();
const share = z.number().int().nullable().describe('Whole percent; null when there is no whole');
const average = z.number().nullable().describe('Null when there is nothing to average');
const group = z.object({
  id: z.number().int().nullable().describe('The position’s or supervisor’s id; null: none'),
  Name: z.string().nullable(),
  RatedTasks: count,
  AverageRating: average.describe('Of the rated tasks, 1 to 5'),
  Evaluations: count.describe('Submitted final evaluations'),
  AverageScore: average.describe('The mean of the six criteria, 1 to 5'),
});

/** GET /Admin/Report (docs/decisions.md, "Intakes", says what each figure counts). */
export const reportSchema = z.object({
  Intake: z.object({ id: z.number().int(), Name: z.string() }).nullable(),
  From: z.string().nullable(),
  To: z.string().nullable(),
  Funnel: z.object({
    Applied: count,
    Reviewed: count,
    Invited: count.describe('Invited to an interview (Accepted at some time)'),
    Passed: count,
    Activated: count,
    Completed: count.describe('With a submitted final evaluation'),
    Letters: count.describe('Completion letters issued and not revoked'),
  }),
  Rates: z.object({
    Acceptance: share.describe('Passed over applied'),
    Completion: share.describe('Completed over activated'),
  }),
  Decisions: z.object({
    Decided: count.describe('Applications that left Processing'),
    AverageDays: average.describe('Days from the application to its decision'),
    LongestDays: average,
  }),
  Attendance: z.object({
    Interns: count,
    Expected: count,
    Present: count,
    Excused: count,
    Absent: count,
    SharePresent: share,
  }),
  ByPosition: z.array(group),
  BySupervisor: z.array(group),
  Logbook: z.object({
    Signed: count,
    OnTime: count.describe('Signed by the Friday after the week'),
    ShareOnTime: share,
  }),
});
