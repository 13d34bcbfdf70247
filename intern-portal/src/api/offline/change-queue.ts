import type { QueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { createStore } from 'zustand/vanilla';
import { m, toApiFailure } from 'shared-api';
import {
  forgetChange,
  keepChange,
  readKeptChanges,
  refuseChange,
  type KeptChanges,
  type QueuedChange,
} from 'shared-api/offline-changes';
import { onOtherTabsNews, tellOtherTabs } from './other-tabs';
import { retryLater, stopRetrying } from './retry-later';
import { keysChangedBy, sendChange } from './send-change';

export interface ChangeQueueState extends KeptChanges {
  /** Whose changes these are; null until read. */
  userId: number | null;
}

/**
 * The signed-in intern's kept changes, as IndexedDB holds them: the screens draw from here
 * (hooks/use-kept-changes.ts).
 */
export const changeQueue = createStore<ChangeQueueState>()(() => ({
  userId: null,
  Waiting: [],
  Unsent: [],
}));

const show = (userId: number, kept: KeptChanges) => {
  if (changeQueue.getState().userId === userId) changeQueue.setState(kept);
};

/**
 * Keeps this tab's kept changes as another tab of the intern's left them, and asks again for
 * the answers a change sent there changed. Returns what stops listening.
 */
export function followOtherTabs(client: QueryClient, userId: number): () => void {
  return onOtherTabsNews(userId, (changed) => {
    void readKeptChanges(userId).then((kept) => show(userId, kept));
    for (const queryKey of changed) void client.invalidateQueries({ queryKey, exact: true });
  });
}

/** Reads the intern's kept changes into the store. */
export async function loadChanges(userId: number): Promise<void> {
  changeQueue.setState({ userId, Waiting: [], Unsent: [] });
  show(userId, await readKeptChanges(userId));
}

/** Removes a change from the list of those that could not be sent. */
export async function dismissChange(userId: number, id: string): Promise<void> {
  show(userId, await forgetChange(userId, id));
  tellOtherTabs(userId);
}

/** The toast of a change kept to send later (shared-ui translates it). */
export const KEPT_MESSAGE = m('Saved on this phone: it will be sent when you are back online.');

/** The answer of a change that was kept to send later instead of sent now. */
export const QUEUED = { queued: true } as const;
export type Sent<Answer> = Answer | typeof QUEUED;
export const wasQueued = (answer: unknown): answer is typeof QUEUED => answer === QUEUED;

/** No answer at all: the connection, not the server, failed; the change can wait for it. */
const lostConnection = (error: unknown) => isAxiosError(error) && !error.response;
const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/**
 * Sends a change now, or keeps it to send later: offline, behind changes still waiting (the
 * order is kept), or when the connection fails on the way. A refusal of the server is the
 * caller's to show, as for any change.
 */
export async function sendOrKeep<Answer>(
  client: QueryClient,
  userId: number,
  change: QueuedChange,
): Promise<Sent<Answer>> {
  let sendNow = !isOffline();
  if (sendNow && changeQueue.getState().Waiting.length === 0) {
    try {
      return (await sendChange(change, userId)) as Answer;
    } catch (error) {
      if (!lostConnection(error)) throw error;
      // Sent again after a wait (or when the connection or the page comes back), not at once
      // into the same gap.
      sendNow = false;
      retryLater(() => void sendWaiting(client, userId));
    }
  }
  show(userId, await keepChange(userId, change));
  tellOtherTabs(userId);
  if (sendNow) void sendWaiting(client, userId);
  return QUEUED;
}

// Shown when the server refused a change without saying why.
const REFUSED = m('The server did not accept this change.');

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends the waiting changes, oldest first, one at a time; stops at the first the connection (or
 * a server error, or an expired session) fails, to try again later (retry-later.ts). A change the server refuses
 * (the week signed meanwhile, the task deleted) moves to the changes that could not be sent.
 * One sender at a time, across the tabs too (Web Locks), so no change is sent twice.
 */
export function sendWaiting(client: QueryClient, userId: number): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const send = () => sendAll(client, userId);
  running = (locks ? locks.request('intern-changes', send) : send()).finally(() => {
    running = null;
    if (again) {
      again = false;
      void sendWaiting(client, userId);
    }
  });
  return running;
}

async function sendAll(client: QueryClient, userId: number): Promise<void> {
  for (;;) {
    const [next] = (await readKeptChanges(userId)).Waiting;
    if (!next) stopRetrying();
    if (!next || isOffline()) return;
    let kept: KeptChanges;
    try {
      await sendChange(next, userId);
      kept = await forgetChange(userId, next.Id);
    } catch (error) {
      const status = isAxiosError(error) ? error.response?.status : undefined;
      if (status === undefined || status === 401 || status >= 500) {
        retryLater(() => void sendWaiting(client, userId));
        return;
      }
      const failure = toApiFailure(error, REFUSED);
      kept = await refuseChange(userId, next.Id, failure.serverMessage ?? failure.message);
    }
    stopRetrying();
    // Sent or refused, the server's copy is the one to show: the screen shows the change as
    // waiting until that copy is in (no flash of the older one).
    const changed = keysChangedBy(next, userId);
    await Promise.all(
      changed.map((queryKey) => client.invalidateQueries({ queryKey, exact: true })),
    );
    show(userId, kept);
    tellOtherTabs(userId, changed);
  }
}
