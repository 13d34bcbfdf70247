import { queryOptions } from '@tanstack/react-query';
import { apiClient } from 'shared-api';
import type { Internship } from 'shared-api/evaluations';
import { internKeys } from '../../../api/query-keys';

/** GET /Internship/mine: the intern's intake and days left, null for an intern without one. */
export async function getMyInternship(): Promise<Internship | null> {
  const { data } = await apiClient.get<{ Internship: Internship | null }>('/Internship/mine');
  return data.Internship;
}

export const myInternshipQuery = () =>
  queryOptions({ queryKey: internKeys.internship, queryFn: getMyInternship });
