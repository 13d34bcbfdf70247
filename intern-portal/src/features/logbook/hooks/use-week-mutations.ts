import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUserId } from 'shared-api';
import { logbookMessages } from 'shared-api/logbook';
import { saveLogbookDraft, submitLogbookEntry, type LogbookEntryPayload } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { KEPT_MESSAGE, sendOrKeep, wasQueued } from '../../../api/offline/change-queue';
import { internKeys } from '../../../api/query-keys';

/**
 * PUT /Intern/Logbook/{weekStart} ('Draft saved') and its Submit ('Submitted for review'). Both
 * change the week, its row in the list, and the attendance its ticks count in. Offline (or with
 * the connection lost on the way) they are kept on the phone and sent later, in order.
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
  const send = (submit: boolean, payload: LogbookEntryPayload) => {
    if (userId === undefined)
      return submit ? submitLogbookEntry(weekStart, payload) : saveLogbookDraft(weekStart, payload);
    const Kind = submit ? 'week-submit' : 'week-draft';
    return sendOrKeep(queryClient, userId, { Kind, WeekStart: weekStart, Payload: payload });
  };
  const whenSent = (message: string) => async (answer: unknown) => {
    if (wasQueued(answer)) return showSuccess(KEPT_MESSAGE);
    await refetch();
    showSuccess(message);
  };
  const save = useFormMutation({
    mutationFn: (payload: LogbookEntryPayload) => send(false, payload),
    failureMessage: logbookMessages.couldNotSaveDraft,
    onSuccess: whenSent(logbookMessages.draftSaved),
  });
  const submit = useFormMutation({
    mutationFn: (payload: LogbookEntryPayload) => send(true, payload),
    failureMessage: logbookMessages.couldNotSubmitEntry,
    onSuccess: whenSent(logbookMessages.submittedForReview),
  });
  return { save, submit };
}
