import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'shared-ui/router';
import { errorMessages, successMessages, type AssignTaskPayload } from 'shared-api';
import { assignTask } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { supervisorPaths } from '../../../api/paths';
import { supervisorKeys } from '../../../api/query-keys';

/** POST /Task; on success 'Task Assigned Successfully' and on to the assigned tasks. */
export function useAssignTask() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useFormMutation({
    mutationFn: (payload: AssignTaskPayload) => assignTask(payload),
    failureMessage: errorMessages.couldNotAssignTask,
    onSuccess: async (_answer, payload) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: supervisorKeys.tasks }),
        queryClient.invalidateQueries({ queryKey: supervisorKeys.performance(payload.AssignedTo) }),
      ]);
      showSuccess(successMessages.taskAssigned);
      navigate(supervisorPaths.assignedTasks);
    },
  });
}
