import { errorMessages, successMessages } from 'shared-api';
import { createPosition } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { useInvalidatePositions } from './use-invalidate-positions';

/** POST /Position; 'New Position Added' and the list refetched. */
export function useCreatePosition() {
  const invalidate = useInvalidatePositions();
  return useFormMutation({
    mutationFn: createPosition,
    failureMessage: errorMessages.couldNotAddNewPosition,
    onSuccess: () => {
      showSuccess(successMessages.positionAdded);
      void invalidate();
    },
  });
}
