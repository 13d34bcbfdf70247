import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet } from 'shared-ui/router';
import { OfflineBanner } from '../features/installed-app/components/offline-banner';
import { createAppQueryClient } from './query-client';
import { readServerQueries, seedQueries } from './server-queries';

/** The app's one QueryClient; the server's render seeds it with the page's answers too. */
const app = createAppQueryClient();
export const appQueryClient = app.client;
seedQueries(appQueryClient, readServerQueries());
let restoring = app.restored !== null;
void app.restored?.then(() => {
  restoring = false;
});

/**
 * The layout of every portal's routes: the one QueryClient of the app, which every portal's
 * queries share. The shell's own pages (/login, /unauthorized) query nothing, so they do not
 * download react-query (docs/decisions.md, "First visit"). The offline banner follows every
 * portal's page. While an intern's stored answers are read back (IndexedDB, a few milliseconds),
 * queries wait for them instead of fetching.
 */
export function QueryLayout() {
  const [isRestoring, setRestoring] = useState(restoring);
  useEffect(() => {
    if (isRestoring) void app.restored?.then(() => setRestoring(false));
  }, [isRestoring]);
  return (
    <QueryClientProvider client={appQueryClient}>
      <IsRestoringProvider value={isRestoring}>
        <Outlet />
      </IsRestoringProvider>
      <OfflineBanner />
    </QueryClientProvider>
  );
}
