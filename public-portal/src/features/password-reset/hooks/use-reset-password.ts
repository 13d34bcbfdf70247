import { useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { errorMessages, successMessages, toApiFailure, type ApiFailure } from 'shared-api';
import { resetPassword } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';

/**
 * POST /Reset with the token of the link. A refused token comes back as a 422 on `token`, which
 * the form has no field for: it is kept apart as `linkProblem`.
 */
export function useResetPassword(token: string) {
  const navigate = useNavigate();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);

  async function reset(password: string): Promise<ApiFailure | null> {
    try {
      await resetPassword({ token, password });
    } catch (error) {
      const failure = toApiFailure(error, errorMessages.passwordCouldNotBeReset);
      const { token: tokenError, ...fieldErrors } = failure.fieldErrors;
      if (tokenError) setLinkProblem(tokenError);
      return { ...failure, fieldErrors, kind: tokenError ? 'fields' : failure.kind };
    }
    showSuccess(successMessages.passwordReset);
    navigate('/login');
    return null;
  }

  return { linkProblem, reset };
}
