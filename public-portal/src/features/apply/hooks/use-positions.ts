import { useEffect, useState } from 'react';
import { errorMessages, toApiFailure, type ApplicationChoices, type Position } from 'shared-api';
import { getApplicationPositions } from 'shared-api/application-window';
import { showError } from 'shared-ui/feedback';

/**
 * GET /Position?for=application for 'What are you interested in?': every position, or when
 * intakes are defined those of the open intakes, with when they close (`intakes`).
 */
export function usePositions() {
  const [positions, setPositions] = useState<Position[]>([]);
  const [intakes, setIntakes] = useState<ApplicationChoices['Intakes']>(undefined);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    getApplicationPositions()
      .then((choices) => {
        if (!active) return;
        setPositions(choices?.Positions ?? []);
        setIntakes(choices?.Intakes);
      })
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

  return { positions, intakes, loading };
}
