import { useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { errorMessages, successMessages, type ActivateAccountPayload } from 'shared-api';
import { activateAccount } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { publicPaths } from '../../../api/paths';

/**
 * POST /Account/Activate; on success the toast, then /login. Without a valid link the server
 * e-mails one and says so: `linkSent` holds its message for the page. A 401 carries field errors.
 */
export function useSignUp() {
  const navigate = useNavigate();
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const { submit } = useFormMutation({
    mutationFn: (payload: ActivateAccountPayload) => {
      setLinkSent(null);
      return activateAccount(payload);
    },
    failureMessage: errorMessages.couldNotSignUp,
    failureOptions: { fieldErrorStatuses: [401, 422] },
    onSuccess: (result) => {
      if (!result.created) return setLinkSent(result.answer.message);
      showSuccess(successMessages.signedUp);
      navigate(publicPaths.login);
    },
  });
  return { signUp: submit, linkSent };
}
