import { useEffect } from 'react';
import { NO_ANSWER_DETAIL, toApiFailure, type ApiFailure } from 'shared-api';
import { showFailure } from './notification-store';

/** No answer while the browser knows it is offline: the page keeps what it showed, unscolded. */
const offlineMiss = (failure: ApiFailure) =>
  typeof navigator !== 'undefined' && !navigator.onLine && failure.detail === NO_ANSWER_DETAIL;

/**
 * Shows a failed load's catalogue message (spec §8) once per failure: pass a query's `error`.
 * A 422 has no field to sit under on a read, so it shows as the message too. A load that failed
 * because the phone is offline shows none: the page shows what was last fetched (the intern's
 * are kept on the phone) and the shell's banner says it is offline.
 */
export function useQueryFailure(error: unknown, catalogueMessage: string): void {
  useEffect(() => {
    if (!error) return;
    const failure = toApiFailure(error, catalogueMessage);
    if (offlineMiss(failure)) return;
    showFailure({ ...failure, kind: 'message' });
  }, [error, catalogueMessage]);
}
