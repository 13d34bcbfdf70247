import type { QueryKey } from '@tanstack/react-query';
import type { LiveKeys } from 'shared-ui/notifications';
import { supervisorKeys } from './query-keys';

/** What the supervisor's screens show of each notification (docs/product.md, "Notifications"). */
export const supervisorLiveKeys: LiveKeys = ({ Kind, Ref }) => {
  const keys: Record<string, QueryKey[]> = {
    // ['tasks'] holds Assigned Tasks' pages and counts, and My Interns' task figures.
    task_completed: [supervisorKeys.tasks, supervisorKeys.task(Ref)],
    task_comment: [supervisorKeys.tasks, supervisorKeys.task(Ref)],
    logbook_submitted: [supervisorKeys.logbooks, supervisorKeys.logbookEntry(Ref)],
    absence_requested: [supervisorKeys.absences, supervisorKeys.logbookCounts],
  };
  return keys[Kind] ?? [];
};
