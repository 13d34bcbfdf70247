import { useState } from 'react';
import { confirmEmailChange, errorMessages } from 'shared-api';
import { useConfirmedMutation } from 'shared-ui/mutations';

export type ConfirmState =
  | { step: 'ready' | 'sending' }
  | { step: 'done'; message: string }
  | { step: 'refused'; message: string };

/**
 * POST /Account/ConfirmEmail with the token of the link, a button's action like every other. A
 * used, expired or taken link is the page's own answer (`refused`); anything else is the
 * catalogue's popup.
 */
export function useConfirmEmail(token: string) {
  const [outcome, setOutcome] = useState<ConfirmState | null>(null);
  const { run, pendingId } = useConfirmedMutation({
    mutationFn: (link: string) => confirmEmailChange(link),
    failureMessage: errorMessages.couldNotUpdateDetails,
    onSuccess: (answer) => setOutcome({ step: 'done', message: answer.message }),
    onFailure: (failure) => {
      const refusal = failure.fieldErrors.token ?? (failure.status === 409 ? failure.detail : null);
      if (refusal) setOutcome({ step: 'refused', message: refusal });
      return refusal !== null;
    },
  });
  const state: ConfirmState = outcome ?? { step: pendingId === undefined ? 'ready' : 'sending' };
  return { state, confirm: () => run(token) };
}
