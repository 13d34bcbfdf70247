import { confirmMessages, errorMessages, successMessages } from 'shared-api';
import { declineApplication } from 'shared-api/forms';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { showChangeOutcome } from '../../../utils/email-outcome';
import { useInvalidateAfterStatusChange } from '../../../hooks/use-invalidate-after-status-change';

/** Decline from the review queue, after the catalogue's question. */
export function useDeclineApplication() {
  const invalidate = useInvalidateAfterStatusChange();
  const { run, pendingId } = useConfirmedMutation({
    mutationFn: (id: number) => declineApplication(id),
    confirm: () => ({ question: confirmMessages.declineApplication, destructive: true }),
    failureMessage: errorMessages.couldNotDeclineApplication,
    onSuccess: (answer, id) => {
      showChangeOutcome(successMessages.applicationDeclined, answer.Email);
      return invalidate(id);
    },
    // Someone else moved it meanwhile: show the lists as they are now.
    onFailure: (failure, id) => void (failure.status === 409 && invalidate(id)),
  });
  return { decline: run, pendingId };
}
