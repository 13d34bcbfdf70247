import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** When the newest answer on screen was fetched (ms), or 0 when none is in the cache. */
export function useLastFetched(): number {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const newest = useCallback(
    () => Math.max(0, ...cache.getAll().map((query) => query.state.dataUpdatedAt)),
    [cache],
  );
  return useSyncExternalStore(subscribe, newest, () => 0);
}
