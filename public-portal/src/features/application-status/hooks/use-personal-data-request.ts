import { errorMessages } from 'shared-api';
import { personalDataMessages, type PersonalDataRequestPayload } from 'shared-api/personal-data';
import { requestPersonalData } from 'shared-api/personal-data';
import { showError, showSuccess } from 'shared-ui/feedback';
import { useConfirmedMutation } from 'shared-ui/mutations';

/**
 * POST /PersonalData/Request for the checked address: the server e-mails a single-use link and
 * answers one message whatever the address, which the page shows as it is. Withdrawing asks
 * first; a copy does not.
 */
export function usePersonalDataRequest() {
  const { run, pendingId } = useConfirmedMutation({
    mutationFn: (payload: PersonalDataRequestPayload) => requestPersonalData(payload),
    confirm: (payload) =>
      payload.Action === 'erase'
        ? { question: personalDataMessages.confirmWithdraw, destructive: true }
        : undefined,
    failureMessage: errorMessages.couldNotSendRequest,
    onSuccess: (answer) => showSuccess(answer.message),
    // The dialog has no Email field: a refused address shows its reason in the popup.
    onFailure: (failure) => {
      const refusal = failure.fieldErrors.Email;
      if (!refusal) return false;
      showError(failure.message, refusal);
      return true;
    },
    idOf: (payload) => payload.Action,
  });
  return { request: run, pendingAction: pendingId };
}
