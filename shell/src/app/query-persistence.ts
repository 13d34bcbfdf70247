import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import type { SessionState } from 'shared-api';

/** The IndexedDB entry (idb-keyval's store) holding the signed-in intern's answers. */
export const PERSISTED_QUERIES_KEY = 'intern-queries';
/** What is older than this is not shown offline: a fortnight covers a long time away. */
export const PERSISTED_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
// A burst of answers (a page's queries arriving together) is written once.
const SAVE_DELAY_MS = 500;

// The persister's format (react-query-persist-client's PersistedClient: the dehydrated cache, when
// and for whom), read and written with react-query's own dehydrate and hydrate: the persister's
// functions import query-core beside react-query, and the split this made weighed 800 B on /.
async function restoreAnswers(client: QueryClient, owner: string): Promise<void> {
  try {
    const kept = await get<PersistedClient>(PERSISTED_QUERIES_KEY);
    if (!kept) return;
    const stale = Date.now() - kept.timestamp > PERSISTED_MAX_AGE_MS;
    if (kept.buster !== owner || stale) return await del(PERSISTED_QUERIES_KEY);
    hydrate(client, kept.clientState);
    // Kept answers are what was last seen, not fresh ones: each is asked again when its screen
    // shows (offline the ask waits and the kept answer stays), as a reload did before they were
    // kept; their dataUpdatedAt still says when they were fetched.
    const restored = new Set(kept.clientState.queries.map((query) => query.queryHash));
    await client.invalidateQueries({
      predicate: (query) => restored.has(query.queryHash),
      refetchType: 'none',
    });
  } catch {
    // Unreadable: forgotten, as the persister does.
    await del(PERSISTED_QUERIES_KEY).catch(() => undefined);
  }
}

function saveAnswers(client: QueryClient, owner: string): Promise<void> {
  const kept: PersistedClient = {
    buster: owner,
    timestamp: Date.now(),
    // Answers only: a failed or unfinished query has nothing worth showing offline.
    clientState: dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success',
    }),
  };
  return set(PERSISTED_QUERIES_KEY, kept);
}

/** Only an intern's answers are kept (their phone, offline); other roles stay online-only. */
function ownerOf(session: SessionState): string | null {
  if (!session.token || session.roles[0] !== 'INT' || !session.user_info) return null;
  return `intern ${session.user_info.user_id}`;
}

export interface QueryPersistence {
  /** Resolves once the intern's stored answers are back in the cache; null: nothing to read. */
  restored: Promise<void> | null;
  /** A change of session: stop writing, forget what was kept, start again for an intern. */
  sessionChanged: (session: SessionState) => void;
}

/**
 * Keeps the signed-in intern's answers in IndexedDB, so their pages open offline from what was
 * last seen. Each user's entry is marked with their id (`buster`): one user's answers never show
 * to the next, and a sign-out deletes them. Nothing is kept on the server (its
 * render has no window).
 */
export function persistQueries(client: QueryClient, session: SessionState): QueryPersistence {
  if (typeof window === 'undefined') {
    return { restored: null, sessionChanged: () => undefined };
  }
  let stop: (() => void) | undefined;
  const defaults = client.getDefaultOptions();
  // An answer not on screen stays in memory as long as its stored copy, or the next save would
  // drop the pages not visited lately.
  const keepAnswers = (gcTime: number | undefined) =>
    client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, gcTime } });
  const start = (owner: string) => {
    keepAnswers(PERSISTED_MAX_AGE_MS);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      timer = undefined;
      void saveAnswers(client, owner).catch(() => undefined);
    };
    let active = true;
    const schedule = () => {
      if (active) timer ??= setTimeout(save, SAVE_DELAY_MS);
    };
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (['added', 'removed', 'updated'].includes(event.type)) schedule();
    });
    stop = () => {
      active = false;
      keepAnswers(defaults.queries?.gcTime);
      unsubscribe();
      clearTimeout(timer);
      stop = undefined;
    };
    // Then what the cache already held (answers that came before this code) is written too.
    return restoreAnswers(client, owner).then(schedule);
  };
  const owner = ownerOf(session);
  return {
    restored: owner ? start(owner) : null,
    sessionChanged(next) {
      stop?.();
      void del(PERSISTED_QUERIES_KEY);
      const nextOwner = ownerOf(next);
      if (nextOwner) void start(nextOwner);
    },
  };
}
