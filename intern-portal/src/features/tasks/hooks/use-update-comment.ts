import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessages, successMessages, toApiFailure, type ApiFailure } from 'shared-api';
import { updateComment } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { internKeys } from '../../../api/query-keys';

/** PUT /Comment/{id}; answers null when saved, or the failure for the form. */
export function useUpdateComment(taskId: number, commentId: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (text: string) => updateComment(commentId, { Comment: text }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: internKeys.task(taskId), exact: true }),
  });
  return async function save(text: string): Promise<ApiFailure | null> {
    try {
      await mutation.mutateAsync(text);
    } catch (error) {
      return toApiFailure(error, errorMessages.couldNotUpdateComment);
    }
    showSuccess(successMessages.commentUpdated);
    return null;
  };
}
