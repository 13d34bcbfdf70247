import { queryOptions } from '@tanstack/react-query';
import { apiClient } from 'shared-api';
import type { Evaluation } from 'shared-api/evaluations';
import { internKeys } from '../../../api/query-keys';

/** GET /Evaluation/mine: the intern's final evaluation once submitted, null before. */
export async function getMyEvaluation(): Promise<Evaluation | null> {
  const { data } = await apiClient.get<{ Evaluation: Evaluation | null }>('/Evaluation/mine');
  return data.Evaluation;
}

export const myEvaluationQuery = () =>
  queryOptions({ queryKey: internKeys.evaluation, queryFn: getMyEvaluation });
