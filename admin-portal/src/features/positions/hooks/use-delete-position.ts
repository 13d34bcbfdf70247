import { confirmMessages, deletePosition, errorMessages, successMessages } from 'shared-api';
import { showSuccess } from 'shared-ui/feedback';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { useInvalidatePositions } from './use-invalidate-positions';

/** Delete after the question; a position in use is a 409 whose reason shows under the message. */
export function useDeletePosition() {
  const invalidate = useInvalidatePositions();
  const { run, pendingId } = useConfirmedMutation({
    mutationFn: (id: number) => deletePosition(id),
    confirm: () => ({ question: confirmMessages.deletePosition, destructive: true }),
    failureMessage: errorMessages.couldNotDeletePosition,
    failureKind: 'message',
    onSuccess: () => {
      showSuccess(successMessages.positionDeleted);
      return invalidate();
    },
  });
  return { remove: run, pendingId };
}
