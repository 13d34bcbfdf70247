import { useEffect } from 'react';
import { toApiFailure } from 'shared-api';
import { showFailure } from './notification-store';

/**
 * Shows a failed load's catalogue message (spec §8) once per failure: pass a query's `error`.
 * A 422 has no field to sit under on a read, so it shows as the message too.
 */
export function useQueryFailure(error: unknown, catalogueMessage: string): void {
  useEffect(() => {
    if (!error) return;
    const failure = toApiFailure(error, catalogueMessage);
    showFailure({ ...failure, kind: 'message' });
  }, [error, catalogueMessage]);
}
