import { useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { errorMessages, successMessages } from 'shared-api';
import { resetPassword } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { publicPaths } from '../../../api/paths';

/**
 * POST /Reset with the token of the link. A refused token comes back as a 422 on `token`, which
 * the form has no field for: it is kept apart as `linkProblem`.
 */
export function useResetPassword(token: string) {
  const navigate = useNavigate();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const { submit } = useFormMutation({
    mutationFn: ({ password }: { password: string }) => resetPassword({ token, password }),
    failureMessage: errorMessages.passwordCouldNotBeReset,
    onFailure: (failure) => {
      const { token: tokenError, ...fieldErrors } = failure.fieldErrors;
      if (!tokenError) return failure;
      setLinkProblem(tokenError);
      return Object.keys(fieldErrors).length > 0 ? { ...failure, fieldErrors } : null;
    },
    onSuccess: () => {
      showSuccess(successMessages.passwordReset);
      navigate(publicPaths.login);
    },
  });
  return { linkProblem, reset: submit };
}
