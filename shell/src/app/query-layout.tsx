import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'shared-ui/router';
import { OfflineBanner } from '../features/installed-app/components/offline-banner';
import { createAppQueryClient } from './query-client';
import { readServerQueries, seedQueries } from './server-queries';

/** The app's one QueryClient; the server's render seeds it with the page's answers too. */
export const appQueryClient = createAppQueryClient();
seedQueries(appQueryClient, readServerQueries());

/**
 * The layout of every portal's routes: the one QueryClient of the app, which every portal's
 * queries share. The shell's own pages (/login, /unauthorized) query nothing, so they do not
 * download react-query (docs/decisions.md, "First visit"). The offline banner is above every
 * portal's page.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={appQueryClient}>
      <OfflineBanner />
      <Outlet />
    </QueryClientProvider>
  );
}
