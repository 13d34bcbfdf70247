import { useQueryClient } from '@tanstack/react-query';
import { type Id } from 'shared-api';
import { logbookReviewMessages, signLogbookEntry } from 'shared-api/logbook';
import { returnLogbookEntry, type ReturnLogbookEntryPayload } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { useConfirmedMutation, useFormMutation } from 'shared-ui/mutations';
import { useNavigate } from 'shared-ui/router';
import { supervisorPaths } from '../../../api/paths';
import { supervisorKeys } from '../../../api/query-keys';

/**
 * After a signature or a return: the entry, the waiting list and the dashboard's counts
 * change; the supervisor is back on the list with the server's message.
 */
function useAfterDecision(id: Id) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (message: string) => {
    showSuccess(message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: supervisorKeys.logbookEntry(id), exact: true }),
      queryClient.invalidateQueries({ queryKey: supervisorKeys.logbooks }),
    ]);
    await navigate(supervisorPaths.logbooks);
  };
}

/** POST /Supervisor/Logbook/{id}/Sign: 'Entry signed', then the list. */
export function useSignEntry(id: Id) {
  const after = useAfterDecision(id);
  return useConfirmedMutation({
    mutationFn: () => signLogbookEntry(id),
    failureMessage: logbookReviewMessages.couldNotSignEntry,
    onSuccess: () => after(logbookReviewMessages.entrySigned),
  });
}

/** POST /Supervisor/Logbook/{id}/Return with the remark: 'Entry returned', then the list. */
export function useReturnEntry(id: Id) {
  const after = useAfterDecision(id);
  return useFormMutation({
    mutationFn: (payload: ReturnLogbookEntryPayload) => returnLogbookEntry(id, payload),
    failureMessage: logbookReviewMessages.couldNotReturnEntry,
    onSuccess: () => after(logbookReviewMessages.entryReturned),
  });
}
