import { configureApi } from 'shared-api';
import type { router as appRouter } from './router';

/**
 * An authenticated call answering 401 has cleared the session (shared-api); go to /login
 * inside the app, remembering the page, instead of reloading it.
 */
export function sendExpiredSessionsToLogin(router: typeof appRouter): void {
  configureApi({
    onUnauthorized: (from) => {
      void router.navigate('/login', { replace: true, state: { from } });
    },
  });
}
