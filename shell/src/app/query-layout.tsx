import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSecondFactorDue, useSessionStore } from 'shared-api';
import { lazyPage } from 'shared-ui/feedback';
import { Outlet } from 'shared-ui/router';
import { loadSessionSetUp } from '../features/auth/load-session-set-up';
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
// Loaded only once a call finds the session held back, with its texts (as the login page).
const SessionSetUp = lazyPage(loadSessionSetUp, 'SessionSetUp');

/**
 * The layout of every portal's routes: the one QueryClient of the app, which every portal's
 * queries share. The shell's own pages (/login, /unauthorized) query nothing, so they do not
 * download react-query (docs/decisions.md, "First visit"). The offline banner follows every
 * portal's page. While an intern's stored answers are read back (IndexedDB, a few milliseconds),
 * queries wait for them instead of fetching. A session the sign-in policy holds back for a second
 * factor (shared-api's useSecondFactorDue) sees the set-up instead of the page, until it is done.
 */
export function QueryLayout() {
  const [isRestoring, setRestoring] = useState(restoring);
  const token = useSessionStore((state) => state.token);
  const heldBack = useSecondFactorDue((state) => state.token !== null && state.token === token);
  useEffect(() => {
    if (isRestoring) void app.restored?.then(() => setRestoring(false));
  }, [isRestoring]);
  return (
    <QueryClientProvider client={appQueryClient}>
      <IsRestoringProvider value={isRestoring}>
        {heldBack ? <SessionSetUp /> : <Outlet />}
      </IsRestoringProvider>
      <OfflineBanner />
    </QueryClientProvider>
  );
}
