import { z } from 'zod';

const date = z.string().describe('YYYY-MM-DD');

export const visitScoreSchema = z.object({
  Name: z.string(),
  MaxScore: z.number().int(),
  Score: z.number().int(),
});

/** The contract's `Visit` (issue 70): an academic supervisor's workplace visit. */
export const visitSchema = z.object({
  Id: z.number().int(),
  VisitedOn: date,
  VisitorName: z.string().describe('"Former academic supervisor" once their account is erased'),
  Met: z.string().describe('Who the academic supervisor met'),
  Assessment: z.string(),
  Scores: z.array(visitScoreSchema).describe("The university's criteria as they were that day"),
  CreatedAt: z.string(),
});

export const visitsSchema = z.object({
  Visits: z.array(visitSchema).describe('Newest first, at most 50'),
});

export const countersignatureSchema = z
  .object({ SignerName: z.string(), SignedAt: z.string() })
  .nullable()
  .describe("The academic supervisor's countersignature of a signed week; null when none");
