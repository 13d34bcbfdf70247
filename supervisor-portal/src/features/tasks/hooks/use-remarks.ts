import { useQueryClient } from '@tanstack/react-query';
import { errorMessages, successMessages, type AddCommentPayload, type Id } from 'shared-api';
import { addComment, updateComment } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { supervisorKeys } from '../../../api/query-keys';

/** Runs a remark call; on success says `success` and refetches the task (its list of remarks). */
function useRemarkCall<Payload>(
  taskId: Id,
  call: (payload: Payload) => Promise<unknown>,
  success: string,
  failureMessage: string,
) {
  const queryClient = useQueryClient();
  return useFormMutation({
    mutationFn: call,
    failureMessage,
    onSuccess: () => {
      showSuccess(success);
      return queryClient.invalidateQueries({ queryKey: supervisorKeys.task(taskId), exact: true });
    },
  });
}

/** POST /Comment as the supervisor: 'Remark Added Successfully' or 'Could not add remark'. */
export function useAddRemark(taskId: Id) {
  return useRemarkCall(
    taskId,
    (payload: AddCommentPayload) => addComment(payload),
    successMessages.remarkAdded,
    errorMessages.couldNotAddRemark,
  );
}

/** PUT /Comment/{id}: 'Remark Updated Successfully' or 'Could not update remark'. */
export function useUpdateRemark(taskId: Id, remarkId: Id) {
  return useRemarkCall(
    taskId,
    ({ Comment }: { Comment: string }) => updateComment(remarkId, { Comment }),
    successMessages.remarkUpdated,
    errorMessages.couldNotUpdateRemark,
  );
}
