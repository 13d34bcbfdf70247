import { useState } from 'react';
import { errorMessages, successMessages, type RequestPasswordResetPayload } from 'shared-api';
import { requestPasswordReset } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';

/** POST /PasswordReset; the server answers 200 for any well-formed address. */
export function useRequestReset() {
  const [sent, setSent] = useState(false);
  const { submit } = useFormMutation({
    mutationFn: (payload: RequestPasswordResetPayload) => requestPasswordReset(payload),
    failureMessage: errorMessages.couldNotSendRequest,
    onSuccess: () => {
      setSent(true);
      showSuccess(successMessages.checkYourEmail);
    },
  });
  return { sent, request: submit };
}
