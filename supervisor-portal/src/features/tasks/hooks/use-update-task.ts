import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'shared-ui/router';
import {
  errorMessages,
  successMessages,
  type Id,
  type TaskDetail,
  type UpdateTaskPayload,
} from 'shared-api';
import { updateTask } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { supervisorPaths } from '../../../api/paths';
import { supervisorKeys } from '../../../api/query-keys';

/** PUT /Task/{id}; on success 'Task Updated' and back to the task. */
export function useUpdateTask(id: Id) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useFormMutation({
    mutationFn: (payload: UpdateTaskPayload) => updateTask(id, payload),
    failureMessage: errorMessages.couldNotUpdateTask,
    onSuccess: async () => {
      const internId = queryClient.getQueryData<TaskDetail>(supervisorKeys.task(id))?.task
        .AssignedTo;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: supervisorKeys.task(id) }),
        queryClient.invalidateQueries({ queryKey: supervisorKeys.tasks }),
        // The task's name shows on its intern's performance page.
        queryClient.invalidateQueries({
          queryKey: internId ? supervisorKeys.performance(internId) : supervisorKeys.anyUser,
        }),
      ]);
      showSuccess(successMessages.taskUpdated);
      navigate(supervisorPaths.taskDetails(id));
    },
  });
}
