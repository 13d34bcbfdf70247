import { portalOfPath } from './features/remotes/api/portal-names';
import { preloadPortalFor } from './features/remotes/api/preload-portal';

// The page's own code downloads while React loads, not after it: its portal, or the login page.
const path = window.location.pathname;
preloadPortalFor(path);
if (portalOfPath(path) === null && path.startsWith('/login')) {
  // Named as in router.tsx: one chunk, not two identical ones (one per importing chunk).
  void import(/* webpackChunkName: "login-page" */ './features/auth/components/login-page');
}

// Asynchronous boundary: lets Module Federation agree on shared singletons before React loads.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
