import { useQueryClient } from '@tanstack/react-query';
import { errorMessages, successMessages } from 'shared-api';
import { addComment } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation, type FormMutation } from 'shared-ui/mutations';
import { internKeys } from '../../../api/query-keys';
import { useCurrentUserId } from './use-current-user';

/** POST /Comment on the task, as the signed-in intern. */
export function useAddComment(taskId: number): FormMutation<{ Intern_comment: string }> {
  const queryClient = useQueryClient();
  const userId = useCurrentUserId();
  return useFormMutation({
    mutationFn: ({ Intern_comment }: { Intern_comment: string }) =>
      addComment({ Taskid: taskId, Intern_comment, Userid: userId ?? 0 }),
    failureMessage: errorMessages.couldNotAddComment,
    onSuccess: () => {
      showSuccess(successMessages.commentAdded);
      return queryClient.invalidateQueries({ queryKey: internKeys.task(taskId), exact: true });
    },
  });
}
