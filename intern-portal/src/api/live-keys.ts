import type { QueryKey } from '@tanstack/react-query';
import type { LiveKeys } from 'shared-ui/notifications';
import { internKeys } from './query-keys';

/** What the intern's screens show of each notification (docs/product.md, "Notifications"). */
export const internLiveKeys: LiveKeys = ({ Kind, Ref }, me) => {
  const keys: Record<string, QueryKey[]> = {
    task_assigned: [internKeys.tasks],
    task_edited: [internKeys.tasks, internKeys.task(Ref)],
    task_remark: [internKeys.tasks, internKeys.task(Ref)],
    task_rated: [internKeys.tasks, internKeys.task(Ref), internKeys.performance(me)],
    logbook_signed: [internKeys.logbook, internKeys.attendance(me)],
    logbook_returned: [internKeys.logbook, internKeys.attendance(me)],
    absence_approved: [internKeys.absences, internKeys.logbook, internKeys.attendance(me)],
    absence_declined: [internKeys.absences],
    evaluation_submitted: [internKeys.evaluation],
    letter_issued: [internKeys.letter],
    letter_revoked: [internKeys.letter],
  };
  return keys[Kind] ?? [];
};
