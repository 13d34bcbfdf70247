import { getFirmTimeZone, m, todayInTimeZone } from 'shared-api';
import { z } from 'zod/mini';
import type { VisitCriterion, VisitPayload } from '../../types/academic';
import { calendarDateSchema } from '../../validation/dates';
import { universityRules } from '../../validation/university-rules';
import { requiredText, ruleMessage } from '../../validation/text';

export const visitFormMessages = {
  future: m('The visit cannot be in the future'),
  outside: m('Choose a day of the internship, {first} to {last}'),
  score: m('Give {name} a whole number from 0 to {max}'),
} as const;

// The fields' labels, marked for the catalogues and shown with t().
export const VISITED_ON_LABEL = m('Date of the visit');
export const MET_LABEL = m('Who you met');
export const ASSESSMENT_LABEL = m('Assessment');

/** What the form holds: a score per criterion, in the criteria's order ('' until given). */
export interface VisitForm {
  VisitedOn: string;
  Met: string;
  Assessment: string;
  Scores: string[];
}

export const emptyVisitForm = (criteria: VisitCriterion[]): VisitForm => ({
  VisitedOn: '',
  Met: '',
  Assessment: '',
  Scores: criteria.map(() => ''),
});

type ScoreSchema = ReturnType<typeof scoreSchema>;

const scoreSchema = ({ Name, MaxScore }: VisitCriterion) => {
  const error = ruleMessage(visitFormMessages.score, { name: Name, max: MaxScore });
  return z
    .string(error)
    .check(z.refine((value) => /^\s*\d+\s*$/.test(value) && Number(value) <= MaxScore, error));
};

/**
 * The visit form of a student (the server's rules, field-rules.ts): a day of the internship not
 * after today (the firm's), who was met, the assessment, and a whole number for every criterion.
 */
export function visitFormSchema(
  criteria: VisitCriterion[],
  period: { StartsOn: string; EndsOn: string },
) {
  return z.pipe(
    z.object({
      VisitedOn: calendarDateSchema().check(
        z.refine((value) => value <= todayInTimeZone(getFirmTimeZone()), visitFormMessages.future),
        z.refine(
          (value) => value >= period.StartsOn && value <= period.EndsOn,
          ruleMessage(visitFormMessages.outside, { first: period.StartsOn, last: period.EndsOn }),
        ),
      ),
      Met: requiredText(MET_LABEL, universityRules.visitMet),
      Assessment: requiredText(ASSESSMENT_LABEL, universityRules.visitAssessment),
      // One per criterion, each refused at its own index (`Scores.1`).
      Scores: z.tuple(criteria.map(scoreSchema) as [ScoreSchema]) as unknown as z.ZodMiniType<
        string[],
        string[]
      >,
    }),
    z.transform((form): VisitPayload => ({
      VisitedOn: form.VisitedOn,
      Met: form.Met,
      Assessment: form.Assessment,
      Scores: criteria.map((criterion, index) => ({
        Name: criterion.Name,
        Score: Number((form.Scores as string[])[index]),
      })),
    })),
  );
}
