import { queryOptions } from '@tanstack/react-query';
import { apiClient, getPage, type FetchPage, type PipelineCounts } from 'shared-api';
import { getIntakes } from 'shared-api/intake-list';
import { adminKeys } from './query-keys';

// The intakes as a choice of the admin's lists and dashboard (docs/decisions.md, "Intakes"):
// shared by the Intakes screen and every screen that filters by intake, under one key.

/** GET /Intake: every intake; none defined, no screen offers the choice. */
export const intakesQuery = () =>
  queryOptions({ queryKey: adminKeys.intakes, queryFn: getIntakes });

/** The lists that take `intake`: their path and the answer's key (as shared-api's calls). */
const INTAKE_LISTS = {
  applications: { path: '/Admin/User/Applicants', key: 'Applicants' },
  interviews: { path: '/Admin/User/Interviews', key: 'Applicants' },
  interns: { path: '/Admin/User/Interns', key: 'Interns' },
};
export type IntakeList = keyof typeof INTAKE_LISTS;

/**
 * A page of `list` in one intake (an intake's id, 'none': the default intake, '': every one),
 * with the list's `extra` parameters.
 */
export const intakePage =
  <Row>(list: IntakeList, intake: string, extra: Record<string, string> = {}): FetchPage<Row> =>
  (query) =>
    getPage<Row>(INTAKE_LISTS[list].path, INTAKE_LISTS[list].key, query, {
      ...(intake ? { intake } : {}),
      ...extra,
    });

/** GET /Admin/User/Dashboard/Pipeline?intake=…: one intake's pipeline. */
export async function getIntakePipelineCounts(intake: string): Promise<PipelineCounts> {
  const { data } = await apiClient.get<PipelineCounts>('/Admin/User/Dashboard/Pipeline', {
    params: { intake },
  });
  return data;
}
