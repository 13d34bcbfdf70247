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

/** POST /Account/Activate; on success the toast, then /login. A 401 carries field errors. */
export function useSignUp() {
  const navigate = useNavigate();
  return async function signUp(payload: ActivateAccountPayload): Promise<ApiFailure | null> {
    try {
      await activateAccount(payload);
    } catch (error) {
      return toApiFailure(error, errorMessages.couldNotSignUp, { fieldErrorStatuses: [401, 422] });
    }
    showSuccess(successMessages.signedUp);
    navigate('/login');
    return null;
  };
}
