import { queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  getApplication,
  getApplicationHistory,
  getDashboardCounts,
  getPipelineCounts,
  getUndeliveredMail,
  type Id,
} from 'shared-api';
import { adminKeys } from './query-keys';

// The pipeline's queries, shared by the dashboard, the applications, the interviews and the
// undelivered e-mails, so that each key means one thing everywhere.

/** The keys under which the two tables keep their pages (never a whole list). */
export const applicantsKey = adminKeys.applications;
export const interviewsKey = adminKeys.interviews;

export const applicationQuery = (id: Id) =>
  queryOptions({ queryKey: adminKeys.application(id), queryFn: () => getApplication(id) });

export const applicationHistoryQuery = (id: Id) =>
  queryOptions({
    queryKey: adminKeys.applicationHistory(id),
    queryFn: () => getApplicationHistory(id),
  });

export const dashboardCountsQuery = () =>
  queryOptions({ queryKey: adminKeys.dashboard, queryFn: getDashboardCounts });

export const pipelineCountsQuery = () =>
  queryOptions({ queryKey: adminKeys.pipeline, queryFn: getPipelineCounts });

export const undeliveredMailQuery = () =>
  queryOptions({ queryKey: adminKeys.undeliveredMail, queryFn: getUndeliveredMail });

/**
 * What a status change alters: both lists, the application (and its history), the dashboard
 * counts, and the undelivered e-mails (the change queued one).
 */
export function useInvalidateAfterStatusChange() {
  const queryClient = useQueryClient();
  return (id: Id) =>
    Promise.all(
      [
        adminKeys.applications,
        adminKeys.interviews,
        adminKeys.application(id),
        adminKeys.dashboard,
        adminKeys.mail,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}
