import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, apiPath, m, type Id, type MessageAnswer } from 'shared-api';
import {
  EVALUATION_CRITERIA,
  RECOMMENDATIONS,
  type EvaluationAnswer,
  type EvaluationValues,
} from 'shared-api/evaluations';
import { fieldRules, hasForbiddenCharacters } from 'shared-api/field-rules';
import { supervisorKeys } from '../../../api/query-keys';

// The final evaluation's calls (issue 49), in the one portal that writes it: apart from
// shared-api, which every first visit loads.

/**
 * The form's own rule messages, marked for the catalogues and translated where they are shown
 * (evaluation-form.tsx), with these values: `{max}` the assessment's limit, `{criterion}` the
 * criterion's label in the language on screen.
 */
export const evaluationRuleMessages = {
  assessmentControl: m('Assessment must not contain control characters'),
  assessmentMax: m('Assessment must be at most {max} characters'),
  rateCriterion: m('Rate {criterion} from 1 to 5.'),
  writeAssessment: m('Write the assessment before submitting.'),
  chooseRecommendation: m('Choose a recommendation.'),
};

/** GET /Evaluation/{internId}: the draft, the submitted one or an empty one, and its window. */
export async function getEvaluation(internId: Id): Promise<EvaluationAnswer> {
  const { data } = await apiClient.get<EvaluationAnswer>(apiPath`/Evaluation/${internId}`);
  return data;
}

/** PUT /Evaluation/{internId}: saves the draft. */
export async function saveEvaluation(internId: Id, values: EvaluationValues) {
  const { data } = await apiClient.put<MessageAnswer>(apiPath`/Evaluation/${internId}`, values);
  return data;
}

/** POST /Evaluation/{internId}/submit: saves these values and submits them (then read-only). */
export async function submitEvaluation(internId: Id, values: EvaluationValues) {
  const { data } = await apiClient.post<MessageAnswer>(
    apiPath`/Evaluation/${internId}/submit`,
    values,
  );
  return data;
}

export const evaluationQuery = (internId: Id) =>
  queryOptions({
    queryKey: supervisorKeys.evaluation(internId),
    queryFn: () => getEvaluation(internId),
  });

/** The form's values: each criterion a select's '' or '1'–'5'. */
export type EvaluationForm = Record<(typeof EVALUATION_CRITERIA)[number]['field'], string> & {
  Assessment: string;
  Recommendation: string;
};

const rule = fieldRules.assessment;
const assessment = z.string().check(
  z.refine((value) => !hasForbiddenCharacters(value), evaluationRuleMessages.assessmentControl),
  z.refine((value) => value.trim().length <= rule.max, evaluationRuleMessages.assessmentMax),
);

/** A draft: anything may stay open; the assessment within its rule. */
export const draftSchema = z.looseObject({ Assessment: assessment });

/** A submit: every criterion, the assessment and the recommendation (as the server asks). */
export const submitSchema = z.object({
  ...(Object.fromEntries(
    EVALUATION_CRITERIA.map(({ field }) => [
      field,
      z.string().check(z.minLength(1, evaluationRuleMessages.rateCriterion)),
    ]),
  ) as Record<string, z.ZodMiniString>),
  Assessment: assessment.check(
    z.refine((value) => value.trim().length > 0, evaluationRuleMessages.writeAssessment),
  ),
  Recommendation: z.string().check(z.minLength(1, evaluationRuleMessages.chooseRecommendation)),
});

const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/** What the API takes: '' as null, the scores as numbers. */
export function toValues(form: EvaluationForm): EvaluationValues {
  const values = {} as EvaluationValues;
  for (const { field } of EVALUATION_CRITERIA) values[field] = numberOrNull(form[field]);
  values.Assessment = form.Assessment.trim() === '' ? null : form.Assessment.trim();
  values.Recommendation = (form.Recommendation || null) as EvaluationValues['Recommendation'];
  return values;
}

export function toForm(values: EvaluationValues): EvaluationForm {
  const form = {} as EvaluationForm;
  for (const { field } of EVALUATION_CRITERIA) form[field] = values[field]?.toString() ?? '';
  form.Assessment = values.Assessment ?? '';
  form.Recommendation = values.Recommendation ?? '';
  return form;
}

export { EVALUATION_CRITERIA, RECOMMENDATIONS };
