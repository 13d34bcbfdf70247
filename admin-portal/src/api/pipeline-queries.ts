import { queryOptions } from '@tanstack/react-query';
import {
  getApplication,
  getApplicationHistory,
  getDashboardCounts,
  getPipelineCounts,
  getUndeliveredMail,
  type Id,
} from 'shared-api';
import { getIntakePipelineCounts } from './intake-queries';
import { adminKeys } from './query-keys';

// The pipeline's queries, shared by the dashboard, the applications, the interviews and the
// undelivered e-mails, so that each key means one thing everywhere.

export const applicationQuery = (id: Id) =>
  queryOptions({ queryKey: adminKeys.application(id), queryFn: () => getApplication(id) });

export const applicationHistoryQuery = (id: Id) =>
  queryOptions({
    queryKey: adminKeys.applicationHistory(id),
    queryFn: () => getApplicationHistory(id),
  });

export const dashboardCountsQuery = () =>
  queryOptions({ queryKey: adminKeys.dashboard, queryFn: getDashboardCounts });

/** The programme's pipeline, or one intake's ('' is every intake: the spec's call). */
export const pipelineCountsQuery = (intake = '') =>
  queryOptions({
    queryKey: intake ? adminKeys.intakePipeline(intake) : adminKeys.pipeline,
    queryFn: () => (intake ? getIntakePipelineCounts(intake) : getPipelineCounts()),
  });

export const undeliveredMailQuery = () =>
  queryOptions({ queryKey: adminKeys.undeliveredMail, queryFn: getUndeliveredMail });
