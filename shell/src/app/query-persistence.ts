import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import type { SessionState } from 'shared-api';

/** The IndexedDB entry (idb-keyval's store) holding the signed-in intern's answers. */
export const PERSISTED_QUERIES_KEY = 'intern-queries';
/** What is older than this is not shown offline: a fortnight covers a long time away. */
export const PERSISTED_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
// A burst of answers (a page's queries arriving together) is written once.
const SAVE_DELAY_MS = 500;

const persister: Persister = {
  persistClient: (client: PersistedClient) => set(PERSISTED_QUERIES_KEY, client),
  restoreClient: () => get<PersistedClient>(PERSISTED_QUERIES_KEY),
  removeClient: () => del(PERSISTED_QUERIES_KEY),
};

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
    const options = { queryClient: client, persister, buster: owner };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      timer = undefined;
      void persistQueryClientSave({
        ...options,
        // Answers only: a failed or unfinished query has nothing worth showing offline.
        dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
      }).catch(() => undefined);
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
    return persistQueryClientRestore({ ...options, maxAge: PERSISTED_MAX_AGE_MS })
      .catch(() => undefined)
      .then(schedule);
  };
  const owner = ownerOf(session);
  return {
    restored: owner ? start(owner) : null,
    sessionChanged(next) {
      stop?.();
      void persister.removeClient();
      const nextOwner = ownerOf(next);
      if (nextOwner) void start(nextOwner);
    },
  };
}
