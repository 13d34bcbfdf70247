import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeTask, errorMessages, toApiFailure, type Id } from 'shared-api';
import { showFailure } from 'shared-ui/feedback';
import { internKeys } from '../../../api/query-keys';
import { useCurrentUserId } from './use-current-user';

/**
 * PUT /Task/Status/{id} (one-way). Success refetches the lists, the task and the performance
 * card (its 'Not completed' becomes 'Not rated'); the mutation stays pending until they are in.
 */
export function useCompleteTask(id: Id) {
  const queryClient = useQueryClient();
  const userId = useCurrentUserId();
  return useMutation({
    mutationFn: () => completeTask(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: internKeys.tasks, exact: true }),
        queryClient.invalidateQueries({ queryKey: internKeys.task(id), exact: true }),
        userId !== undefined &&
          queryClient.invalidateQueries({ queryKey: internKeys.performance(userId), exact: true }),
      ]),
    onError: (error) => showFailure(toApiFailure(error, errorMessages.couldNotCompleteTask)),
  });
}
