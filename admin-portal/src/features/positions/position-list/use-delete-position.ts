import { useMutation } from '@tanstack/react-query';
import {
  confirmMessages,
  deletePosition,
  errorMessages,
  successMessages,
  toApiFailure,
} from 'shared-api';
import { askConfirmation, showFailure, showSuccess } from 'shared-ui/feedback';
import { useInvalidatePositions } from '../api/position-queries';

/** Delete after the question; a position in use is a 409 whose reason shows under the message. */
export function useDeletePosition() {
  const invalidate = useInvalidatePositions();
  const mutation = useMutation({
    mutationFn: (id: number) => deletePosition(id),
    onSuccess: () => {
      showSuccess(successMessages.positionDeleted);
      return invalidate();
    },
    onError: (error) => {
      showFailure({
        ...toApiFailure(error, errorMessages.couldNotDeletePosition),
        kind: 'message',
      });
    },
  });

  async function remove(id: number) {
    if (await askConfirmation(confirmMessages.deletePosition, { destructive: true })) {
      mutation.mutate(id);
    }
  }

  return { remove, pendingId: mutation.isPending ? mutation.variables : undefined };
}
