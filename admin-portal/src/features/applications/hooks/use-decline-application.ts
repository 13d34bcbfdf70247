import { useMutation } from '@tanstack/react-query';
import { confirmMessages, errorMessages, successMessages, toApiFailure } from 'shared-api';
import { declineApplication } from 'shared-api/forms';
import { askConfirmation, showFailure } from 'shared-ui/feedback';
import { showChangeOutcome } from '../../../components/email-outcome';
import { useInvalidateAfterStatusChange } from '../../../components/pipeline-queries';

/** Decline from the review queue, after the catalogue's question. */
export function useDeclineApplication() {
  const invalidate = useInvalidateAfterStatusChange();
  const mutation = useMutation({
    mutationFn: (id: number) => declineApplication(id),
    onSuccess: (answer, id) => {
      showChangeOutcome(successMessages.applicationDeclined, answer.Email);
      return invalidate(id);
    },
    onError: (error, id) => {
      const failure = toApiFailure(error, errorMessages.couldNotDeclineApplication);
      showFailure(failure);
      // Someone else moved it meanwhile: show the lists as they are now.
      if (failure.status === 409) void invalidate(id);
    },
  });

  async function decline(id: number) {
    const confirmed = await askConfirmation(confirmMessages.declineApplication, {
      destructive: true,
    });
    if (confirmed) mutation.mutate(id);
  }

  return { decline, pendingId: mutation.isPending ? mutation.variables : undefined };
}
