import { useState } from 'react';
import { confirmEmailChange, errorMessages, toApiFailure } from 'shared-api';
import { showFailure } from 'shared-ui/feedback';

export type ConfirmState =
  | { step: 'ready' | 'sending' }
  | { step: 'done'; message: string }
  | { step: 'refused'; message: string };

/**
 * POST /Account/ConfirmEmail with the token of the link. A used, expired or taken link is the
 * page's own answer (`refused`); anything else is the catalogue's popup.
 */
export function useConfirmEmail(token: string) {
  const [state, setState] = useState<ConfirmState>({ step: 'ready' });

  async function confirm() {
    setState({ step: 'sending' });
    try {
      const answer = await confirmEmailChange(token);
      setState({ step: 'done', message: answer.message });
    } catch (error) {
      const failure = toApiFailure(error, errorMessages.couldNotUpdateDetails);
      const refusal = failure.fieldErrors.token ?? (failure.status === 409 ? failure.detail : null);
      if (refusal) setState({ step: 'refused', message: refusal });
      else {
        setState({ step: 'ready' });
        showFailure(failure);
      }
    }
  }

  return { state, confirm };
}
