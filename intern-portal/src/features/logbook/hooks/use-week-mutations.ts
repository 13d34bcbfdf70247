import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUserId } from 'shared-api';
import { logbookMessages } from 'shared-api/logbook';
import { saveLogbookDraft, submitLogbookEntry, type LogbookEntryPayload } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { internKeys } from '../../../api/query-keys';

/**
 * PUT /Intern/Logbook/{weekStart} ('Draft saved') and its Submit ('Submitted for review'). Both
 * change the week, its row in the list, and the attendance its ticks count in.
 */
export function useWeekMutations(weekStart: string) {
  const queryClient = useQueryClient();
  const userId = useCurrentUserId();
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: internKeys.logbookWeek(weekStart), exact: true }),
      queryClient.invalidateQueries({ queryKey: internKeys.logbook, exact: true }),
      userId !== undefined &&
        queryClient.invalidateQueries({ queryKey: internKeys.attendance(userId), exact: true }),
    ]);
  const save = useFormMutation({
    mutationFn: (payload: LogbookEntryPayload) => saveLogbookDraft(weekStart, payload),
    failureMessage: logbookMessages.couldNotSaveDraft,
    onSuccess: async () => {
      await refetch();
      showSuccess(logbookMessages.draftSaved);
    },
  });
  const submit = useFormMutation({
    mutationFn: (payload: LogbookEntryPayload) => submitLogbookEntry(weekStart, payload),
    failureMessage: logbookMessages.couldNotSubmitEntry,
    onSuccess: async () => {
      await refetch();
      showSuccess(logbookMessages.submittedForReview);
    },
  });
  return { save, submit };
}
