import { useEffect, useState } from 'react';
import { errorMessages, getPositions, toApiFailure, type Position } from 'shared-api';
import { showError } from 'shared-ui/feedback';

/** GET /Position for 'What are you interested in?'. */
export function usePositions() {
  const [positions, setPositions] = useState<Position[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    getPositions()
      .then((list) => active && setPositions(list ?? []))
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

  return { positions, loading };
}
