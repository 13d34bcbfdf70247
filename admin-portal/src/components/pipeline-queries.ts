import { queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  getApplicants,
  getApplication,
  getApplicationHistory,
  getDashboardCounts,
  getInterviews,
  getUndeliveredMail,
  type Id,
} from 'shared-api';

// The pipeline's queries, shared by the dashboard, the applications, the interviews and the
// undelivered e-mails, so that each key means one thing everywhere.

export const applicantsQuery = () =>
  queryOptions({ queryKey: ['applications'], queryFn: getApplicants });

export const interviewsQuery = () =>
  queryOptions({ queryKey: ['interviews'], queryFn: getInterviews });

export const applicationQuery = (id: Id) =>
  queryOptions({ queryKey: ['application', String(id)], queryFn: () => getApplication(id) });

export const applicationHistoryQuery = (id: Id) =>
  queryOptions({
    queryKey: ['application', String(id), 'history'],
    queryFn: () => getApplicationHistory(id),
  });

export const dashboardCountsQuery = () =>
  queryOptions({ queryKey: ['dashboard'], queryFn: getDashboardCounts });

export const undeliveredMailQuery = () =>
  queryOptions({ queryKey: ['mail', 'undelivered'], queryFn: getUndeliveredMail });

/**
 * What a status change alters: both lists, the application (and its history), the dashboard
 * counts, and the undelivered e-mails (the change queued one).
 */
export function useInvalidateAfterStatusChange() {
  const queryClient = useQueryClient();
  return (id: Id) =>
    Promise.all(
      [['applications'], ['interviews'], ['application', String(id)], ['dashboard'], ['mail']].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
