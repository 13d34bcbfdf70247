import { useQueryClient } from '@tanstack/react-query';
import { completeTask, errorMessages, useCurrentUserId, type Id } from 'shared-api';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { internKeys } from '../../../api/query-keys';

/**
 * PUT /Task/Status/{id} (one-way), a button's action like every other: success refetches the
 * lists, the task and the performance card (its 'Not completed' becomes 'Not rated'), and the
 * action stays pending until they are in; a failure shows 'Could not Complete Task' and calls
 * `onFailure` (the checkbox unticks).
 */
export function useCompleteTask(id: Id, onFailure: () => void) {
  const queryClient = useQueryClient();
  const userId = useCurrentUserId();
  const { run, pendingId } = useConfirmedMutation({
    mutationFn: (taskId: Id) => completeTask(taskId),
    failureMessage: errorMessages.couldNotCompleteTask,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: internKeys.tasks, exact: true }),
        queryClient.invalidateQueries({ queryKey: internKeys.task(id), exact: true }),
        userId !== undefined &&
          queryClient.invalidateQueries({ queryKey: internKeys.performance(userId), exact: true }),
      ]),
    onFailure: () => onFailure(),
  });
  return { complete: () => void run(id), isPending: pendingId !== undefined };
}
