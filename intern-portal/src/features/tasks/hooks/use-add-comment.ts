import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessages, successMessages, toApiFailure, type ApiFailure } from 'shared-api';
import { addComment } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { internKeys } from '../../../api/query-keys';
import { useCurrentUserId } from './use-current-user';

/** POST /Comment on the task; answers null when added, or the failure for the form. */
export function useAddComment(taskId: number) {
  const queryClient = useQueryClient();
  const userId = useCurrentUserId();
  const mutation = useMutation({
    mutationFn: (text: string) =>
      addComment({ Taskid: taskId, Intern_comment: text, Userid: userId ?? 0 }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: internKeys.task(taskId), exact: true }),
  });
  return async function add(text: string): Promise<ApiFailure | null> {
    try {
      await mutation.mutateAsync(text);
    } catch (error) {
      return toApiFailure(error, errorMessages.couldNotAddComment);
    }
    showSuccess(successMessages.commentAdded);
    return null;
  };
}
