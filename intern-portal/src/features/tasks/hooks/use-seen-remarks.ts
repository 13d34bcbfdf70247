import { useMemo, useSyncExternalStore } from 'react';
import { useCurrentUserId } from 'shared-api';
import {
  parseSeenRemarks,
  seenRemarksSnapshot,
  subscribeSeenRemarks,
  type SeenRemarks,
} from '../api/seen-remarks';

/** Per task, the highest remark id the signed-in intern has seen (kept in localStorage). */
export function useSeenRemarks(): SeenRemarks {
  const userId = useCurrentUserId();
  const raw = useSyncExternalStore(subscribeSeenRemarks, () => seenRemarksSnapshot(userId));
  return useMemo(() => parseSeenRemarks(raw), [raw]);
}
