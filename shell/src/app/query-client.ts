import { QueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useSessionStore } from 'shared-api';

/** A refused request (4xx) will be refused again; a lost answer or a 5xx is worth one retry. */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (isAxiosError(error) && error.response && error.response.status < 500) return false;
  return true;
}

/**
 * The one QueryClient of the app (react-query is a federated singleton, so every portal's
 * queries live here). Data of one user must never show to the next: a change of session
 * (login, logout, expiry) empties the cache.
 */
export function createAppQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: retryOnce, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
  useSessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token) client.clear();
  });
  return client;
}
