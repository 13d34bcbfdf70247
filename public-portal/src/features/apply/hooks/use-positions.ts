import { useEffect, useState } from 'react';
import { errorMessages, toApiFailure, type ApplicationChoices } from 'shared-api';
import { getApplicationPositions } from 'shared-api/application-window';
import { showError } from 'shared-ui/feedback';

/**
 * GET /Position?for=application for 'What are you interested in?': every position, or when
 * intakes are defined those of the open intakes, with when they close (`intakes`).
 */
export function usePositions() {
  const [choices, setChoices] = useState<ApplicationChoices>({ Positions: [] });
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    getApplicationPositions()
      .then((answer) => active && setChoices(answer))
      .catch((error: unknown) => {
        if (!active) return;
        const failure = toApiFailure(error, errorMessages.couldNotGetPositions);
        showError(failure.message, failure.detail);
      })
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, []);

  return { positions: choices.Positions ?? [], intakes: choices.Intakes, loading };
}
