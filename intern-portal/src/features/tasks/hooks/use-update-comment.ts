import { useQueryClient } from '@tanstack/react-query';
import { errorMessages, successMessages, type UpdateCommentPayload } from 'shared-api';
import { updateComment } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation, type FormMutation } from 'shared-ui/mutations';
import { internKeys } from '../../../api/query-keys';

/** PUT /Comment/{id}: the intern's own comment. */
export function useUpdateComment(
  taskId: number,
  commentId: number,
): FormMutation<UpdateCommentPayload> {
  const queryClient = useQueryClient();
  return useFormMutation({
    mutationFn: (payload: UpdateCommentPayload) => updateComment(commentId, payload),
    failureMessage: errorMessages.couldNotUpdateComment,
    onSuccess: () => {
      showSuccess(successMessages.commentUpdated);
      return queryClient.invalidateQueries({ queryKey: internKeys.task(taskId), exact: true });
    },
  });
}
