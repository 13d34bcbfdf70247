import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  errorMessages,
  successMessages,
  toApiFailure,
  type ApiFailure,
  type Task,
} from 'shared-api';
import { rateTask } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { supervisorKeys } from '../../../api/query-keys';

/** POST /Supervisor/Task/Rate/{id}; on success 'Rating added'. */
export function useRateTask(task: Pick<Task, 'id' | 'AssignedTo'>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (rating: number) => rateTask(task.id, { rating }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: supervisorKeys.task(task.id), exact: true }),
        queryClient.invalidateQueries({ queryKey: supervisorKeys.tasks }),
        queryClient.invalidateQueries({ queryKey: supervisorKeys.performance(task.AssignedTo) }),
      ]),
  });
  return async function rate(rating: number): Promise<ApiFailure | null> {
    try {
      await mutation.mutateAsync(rating);
    } catch (error) {
      return toApiFailure(error, errorMessages.couldNotAddRating);
    }
    showSuccess(successMessages.ratingAdded);
    return null;
  };
}
