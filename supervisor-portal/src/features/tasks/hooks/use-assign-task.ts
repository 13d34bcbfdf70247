import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'shared-ui/router';
import {
  errorMessages,
  successMessages,
  toApiFailure,
  type ApiFailure,
  type AssignTaskPayload,
} from 'shared-api';
import { assignTask } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { supervisorPaths } from '../../../api/paths';
import { supervisorKeys } from '../../../api/query-keys';

/** POST /Task; on success 'Task Assigned Successfully' and on to the assigned tasks. */
export function useAssignTask() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: assignTask,
    onSuccess: (_answer, payload) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: supervisorKeys.tasks }),
        queryClient.invalidateQueries({ queryKey: supervisorKeys.performance(payload.AssignedTo) }),
      ]),
  });
  return async function assign(payload: AssignTaskPayload): Promise<ApiFailure | null> {
    try {
      await mutation.mutateAsync(payload);
    } catch (error) {
      return toApiFailure(error, errorMessages.couldNotAssignTask);
    }
    showSuccess(successMessages.taskAssigned);
    navigate(supervisorPaths.assignedTasks);
    return null;
  };
}
