import type { QueryKey } from '@tanstack/react-query';

/** What a tab tells the intern's other tabs: their kept changes moved; answers a send changed. */
interface QueueNews {
  userId: number;
  changed: QueryKey[];
}

// Each tab draws the kept changes from its own store: without this, a change kept or sent in one
// tab showed in another only after a reload.
let channel: BroadcastChannel | null | undefined;
function otherTabs(): BroadcastChannel | null {
  if (channel === undefined) {
    channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('intern-changes');
    // Node's own (screen tests) would keep the process alive; a browser's has no unref.
    (channel as { unref?: () => void } | null)?.unref?.();
  }
  return channel;
}

/** Tells the intern's other tabs that the kept changes moved (`changed`: what a send changed). */
export function tellOtherTabs(userId: number, changed: QueryKey[] = []): void {
  otherTabs()?.postMessage({ userId, changed } satisfies QueueNews);
}

/** Calls `heard` with each news of the intern's other tabs. Returns what stops listening. */
export function onOtherTabsNews(userId: number, heard: (changed: QueryKey[]) => void): () => void {
  const tabs = otherTabs();
  if (!tabs) return () => undefined;
  const listener = (event: Event) => {
    const news = (event as MessageEvent<QueueNews>).data;
    if (news.userId === userId) heard(news.changed);
  };
  tabs.addEventListener('message', listener);
  return () => tabs.removeEventListener('message', listener);
}
