import { portalOfPath } from 'shared-api/portals';
import { preloadPortalFor } from './features/remotes/api/preload-portal';
import { loadQueryLayout } from './app/load-query-layout';
import { startReleaseReports } from './features/release-reports/release-reports';
import { registerServiceWorker } from './features/installed-app/api/register-service-worker';

// First: a file of the page that fails to load is counted for its release too.
startReleaseReports();
registerServiceWorker();

// The page's own code downloads while React loads, not after it: its portal and the portals'
// QueryClient, or the login page.
const path = window.location.pathname;
preloadPortalFor(path);
if (portalOfPath(path) !== null) void loadQueryLayout();
// The login page's loader takes its texts through shared-api, which this file may not import
// before the boundary below: it comes in a chunk of its own.
else if (path.startsWith('/login'))
  void import('./features/auth/load-login-page').then(({ loadLoginPage }) => loadLoginPage());

// Asynchronous boundary: lets Module Federation agree on shared singletons before React loads.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
