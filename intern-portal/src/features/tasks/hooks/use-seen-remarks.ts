import { useMemo, useSyncExternalStore } from 'react';
import {
  parseSeenRemarks,
  seenRemarksSnapshot,
  subscribeSeenRemarks,
  type SeenRemarks,
} from '../api/seen-remarks';
import { useCurrentUserId } from './use-current-user';

/** Per task, the highest remark id the signed-in intern has seen (kept in localStorage). */
export function useSeenRemarks(): SeenRemarks {
  const userId = useCurrentUserId();
  const raw = useSyncExternalStore(subscribeSeenRemarks, () => seenRemarksSnapshot(userId));
  return useMemo(() => parseSeenRemarks(raw), [raw]);
}
