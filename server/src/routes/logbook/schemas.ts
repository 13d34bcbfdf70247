import { z } from 'zod';

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
