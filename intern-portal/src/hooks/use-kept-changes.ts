import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUserId } from 'shared-api';
import type { WaitingChange } from 'shared-api/offline-changes';
import { useStore } from 'zustand';
import {
  changeQueue,
  followOtherTabs,
  loadChanges,
  sendWaiting,
  type ChangeQueueState,
} from '../api/offline/change-queue';
import { stopRetrying } from '../api/offline/retry-later';

/** What the screens draw of the intern's kept changes. */
export function useKeptChanges<T>(select: (state: ChangeQueueState) => T): T {
  return useStore(changeQueue, select);
}

/** The waiting changes that `match` picks (a task's, a week's), oldest first. */
export function useWaitingChanges<T extends WaitingChange>(
  match: (change: WaitingChange) => change is T,
): T[];
export function useWaitingChanges(match: (change: WaitingChange) => boolean): WaitingChange[];
export function useWaitingChanges(match: (change: WaitingChange) => boolean): WaitingChange[] {
  const waiting = useKeptChanges((state) => state.Waiting);
  return waiting.filter(match);
}

/**
 * Reads the signed-in intern's kept changes and sends those waiting: at once when online, then
 * each time the connection returns or the page is shown again (a phone's tab woken up), and
 * after a failed send, on a timer (retry-later.ts). What
 * the intern's other tabs keep or send shows here too.
 */
export function useSendKeptChanges(): void {
  const client = useQueryClient();
  const userId = useCurrentUserId();
  useEffect(() => {
    if (userId === undefined) return;
    const send = () => {
      if (navigator.onLine && document.visibilityState !== 'hidden')
        void sendWaiting(client, userId);
    };
    void loadChanges(userId).then(send);
    const stopFollowing = followOtherTabs(client, userId);
    window.addEventListener('online', send);
    document.addEventListener('visibilitychange', send);
    return () => {
      stopFollowing();
      stopRetrying();
      window.removeEventListener('online', send);
      document.removeEventListener('visibilitychange', send);
    };
  }, [client, userId]);
}
