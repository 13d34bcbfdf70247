import { useQueryClient } from '@tanstack/react-query';
import { errorMessages, successMessages, type Task } from 'shared-api';
import { rateTask } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { supervisorKeys } from '../../../api/query-keys';

/** POST /Supervisor/Task/Rate/{id}; on success 'Rating added'. */
export function useRateTask(task: Pick<Task, 'id' | 'AssignedTo'>) {
  const queryClient = useQueryClient();
  return useFormMutation({
    mutationFn: ({ rating }: { rating: number }) => rateTask(task.id, { rating }),
    failureMessage: errorMessages.couldNotAddRating,
    onSuccess: () => {
      showSuccess(successMessages.ratingAdded);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: supervisorKeys.task(task.id), exact: true }),
        queryClient.invalidateQueries({ queryKey: supervisorKeys.tasks }),
        queryClient.invalidateQueries({ queryKey: supervisorKeys.performance(task.AssignedTo) }),
      ]);
    },
  });
}
