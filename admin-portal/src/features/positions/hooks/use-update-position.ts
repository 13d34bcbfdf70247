import { errorMessages, successMessages, updatePosition, type PositionPayload } from 'shared-api';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { useInvalidatePositions } from './use-invalidate-positions';

/** PUT /Position/{id}; 'Position Updated Successfully', and the new name wherever it shows. */
export function useUpdatePosition(id: number) {
  const invalidate = useInvalidatePositions();
  return useFormMutation({
    mutationFn: (payload: PositionPayload) => updatePosition(id, payload),
    failureMessage: errorMessages.couldNotUpdatePosition,
    onSuccess: () => {
      showSuccess(successMessages.positionUpdated);
      void invalidate(true);
    },
  });
}
