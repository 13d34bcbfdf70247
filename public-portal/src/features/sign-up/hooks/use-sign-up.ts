import { useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import {
  errorMessages,
  successMessages,
  toApiFailure,
  type ActivateAccountPayload,
  type ApiFailure,
} from 'shared-api';
import { activateAccount } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';

/**
 * POST /Account/Activate; on success the toast, then /login. Without a valid link the server
 * e-mails one and says so: `linkSent` holds its message for the page. A 401 carries field errors.
 */
export function useSignUp() {
  const navigate = useNavigate();
  const [linkSent, setLinkSent] = useState<string | null>(null);
  async function signUp(payload: ActivateAccountPayload): Promise<ApiFailure | null> {
    setLinkSent(null);
    try {
      const result = await activateAccount(payload);
      if (!result.created) {
        setLinkSent(result.answer.message);
        return null;
      }
    } catch (error) {
      return toApiFailure(error, errorMessages.couldNotSignUp, { fieldErrorStatuses: [401, 422] });
    }
    showSuccess(successMessages.signedUp);
    navigate('/login');
    return null;
  }
  return { signUp, linkSent };
}
