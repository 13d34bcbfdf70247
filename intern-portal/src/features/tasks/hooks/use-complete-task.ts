import { useQueryClient } from '@tanstack/react-query';
import { completeTask, errorMessages, useCurrentUserId, type Id, type Task } from 'shared-api';
import { showSuccess } from 'shared-ui/feedback';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { KEPT_MESSAGE, sendOrKeep, wasQueued } from '../../../api/offline/change-queue';
import { internKeys } from '../../../api/query-keys';
import { useWaitingChanges } from '../../../hooks/use-kept-changes';

/**
 * PUT /Task/Status/{id} (one-way), a button's action like every other: success refetches the
 * lists, the task and the performance card (its 'Not completed' becomes 'Not rated'), and the
 * action stays pending until they are in; a failure shows 'Could not Complete Task' and calls
 * `onFailure` (the checkbox unticks). Offline (or with the connection lost on the way) the
 * completion is kept on the phone and sent later: `waiting` until then.
 */
export function useCompleteTask(task: Pick<Task, 'id' | 'Task'>, onFailure: () => void) {
  const queryClient = useQueryClient();
  const userId = useCurrentUserId();
  const id: Id = task.id;
  const waiting = useWaitingChanges(
    (change) => change.Kind === 'task-complete' && change.TaskId === task.id,
  );
  const { run, pendingId } = useConfirmedMutation({
    mutationFn: (taskId: Id) =>
      userId === undefined
        ? completeTask(taskId)
        : sendOrKeep(queryClient, userId, {
            Kind: 'task-complete',
            TaskId: Number(taskId),
            TaskName: task.Task,
          }),
    failureMessage: errorMessages.couldNotCompleteTask,
    onSuccess: (answer) =>
      wasQueued(answer)
        ? showSuccess(KEPT_MESSAGE)
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: internKeys.tasks, exact: true }),
            queryClient.invalidateQueries({ queryKey: internKeys.task(id), exact: true }),
            userId !== undefined &&
              queryClient.invalidateQueries({
                queryKey: internKeys.performance(userId),
                exact: true,
              }),
          ]),
    onFailure: () => onFailure(),
  });
  return {
    complete: () => void run(id),
    isPending: pendingId !== undefined,
    waiting: waiting.length > 0,
  };
}
