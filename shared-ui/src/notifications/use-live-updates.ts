import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { expireSession, useCurrentUserId, useSessionStore, type AppNotification } from 'shared-api';
import { notificationKeys, openNotificationStream } from 'shared-api/notifications';

/** What a portal's open screens show of a notification's change: the keys to refresh. */
export type LiveKeys = (notification: AppNotification, userId: number) => readonly QueryKey[];

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/**
 * The signed-in tab's notification stream (docs/decisions.md, "Notifications and live updates"):
 * each event refreshes the bell and what `liveKeys` names, through react-query, so a form being
 * typed in keeps its input. A first stream refreshes what the screens show (what changed while the
 * page loaded). EventSource reconnects by itself with the last event's id; when it
 * gives up (a ticket past its minute, an instance gone), a new ticket opens a new stream after the
 * last event seen, waiting longer after each failure. It closes with the session.
 */
export function useLiveUpdates(liveKeys: LiveKeys | undefined) {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const userId = useCurrentUserId();

  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let lastEventId: string | undefined;
    let wait = FIRST_RETRY_MS;

    const heard = (event: MessageEvent<string>) => {
      lastEventId = event.lastEventId || lastEventId;
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      const notification = JSON.parse(event.data) as AppNotification;
      for (const queryKey of liveKeys?.(notification, userId ?? 0) ?? []) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };
    const again = () => {
      if (stopped) return;
      timer = setTimeout(() => void open(), wait);
      wait = Math.min(wait * 2, LAST_RETRY_MS);
    };
    const open = async () => {
      try {
        const next = await openNotificationStream(lastEventId);
        if (stopped) return next.close();
        source = next;
        next.addEventListener('notification', heard);
        // The server ends the stream of a session that ended (a sign-out elsewhere, an archive).
        next.addEventListener('session-ended', () => {
          stopped = true;
          next.close();
          expireSession();
        });
        next.addEventListener('open', () => {
          wait = FIRST_RETRY_MS;
          // A stream with no event to resume after starts at the newest notification: what came
          // between the screens' reads and this start would be missed, so all they show is asked
          // again. One that resumes is sent what it missed, and the bell is refreshed.
          void queryClient.invalidateQueries(
            lastEventId === undefined ? undefined : { queryKey: notificationKeys.all },
          );
        });
        next.addEventListener('error', () => {
          if (next.readyState !== EventSource.CLOSED) return;
          next.close();
          again();
        });
      } catch {
        // A 401 ends the session (the client's own handling); anything else is tried again.
        again();
      }
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
    // The portals' liveKeys are module constants: the stream is not reopened for them.
  }, [token, userId, liveKeys, queryClient]);
}
