import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useSessionStore, type SessionState } from 'shared-api';
import type { QueryPersistence } from './query-persistence';

/** A refused request (4xx) will be refused again; a lost answer or a 5xx is worth one retry. */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (isAxiosError(error) && error.response && error.response.status < 500) return false;
  return true;
}

export interface AppQueryClient {
  client: QueryClient;
  /** Resolves once an intern's stored answers are back in the cache (query-persistence.ts). */
  restored: Promise<void> | null;
}

/**
 * The one QueryClient of the app (react-query is a federated singleton, so every portal's
 * queries live here). Data of one user must never show to the next: a change of session
 * (login, logout, expiry) empties the cache, and the intern's copy kept for offline use.
 * Queries are 'offlineFirst': tried once, then, offline, they wait for the connection instead of
 * failing, showing what the cache holds. Changes are always tried (never paused silently): a
 * change made offline fails visibly, or, for the intern's queued ones, is kept to send later.
 */
export function createAppQueryClient(): AppQueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryOnce,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  // react-query assumes a connection until an 'offline' event: a page opened offline knows.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  // The persister loads with an intern's session only: other roles download none of it.
  let persistence: Promise<QueryPersistence> | null = null;
  const persist = (session: SessionState) =>
    (persistence = import(/* webpackChunkName: "query-persistence" */ './query-persistence').then(
      ({ persistQueries }) => persistQueries(client, session),
    ));
  const session = useSessionStore.getState();
  const restored = isIntern(session)
    ? persist(session).then(async (kept) => {
        await kept.restored;
      })
    : null;
  useSessionStore.subscribe((state, previous) => {
    if (state.token === previous.token) return;
    client.clear();
    if (persistence) void persistence.then((kept) => kept.sessionChanged(state));
    else if (isIntern(state)) void persist(state);
  });
  return { client, restored };
}

const isIntern = (session: SessionState) => session.token !== null && session.roles[0] === 'INT';
