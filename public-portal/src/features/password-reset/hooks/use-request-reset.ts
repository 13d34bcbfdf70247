import { useState } from 'react';
import {
  errorMessages,
  successMessages,
  toApiFailure,
  type ApiFailure,
  type RequestPasswordResetPayload,
} from 'shared-api';
import { requestPasswordReset } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';

/** POST /PasswordReset; the server answers 200 for any well-formed address. */
export function useRequestReset() {
  const [sent, setSent] = useState(false);

  async function request(payload: RequestPasswordResetPayload): Promise<ApiFailure | null> {
    try {
      await requestPasswordReset(payload);
    } catch (error) {
      return toApiFailure(error, errorMessages.couldNotSendRequest);
    }
    setSent(true);
    showSuccess(successMessages.checkYourEmail);
    return null;
  }

  return { sent, request };
}
