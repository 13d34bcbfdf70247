import { useQueryClient } from '@tanstack/react-query';
import type { Id } from 'shared-api';
import { adminKeys } from '../api/query-keys';

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
