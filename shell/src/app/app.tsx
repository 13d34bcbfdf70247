import { RouterProvider } from 'shared-ui/router';
import { AppProviders } from './app-providers';
import { applyPageSettings } from './page-settings';
import { router } from './router';
import { sendExpiredSessionsToLogin } from './session-expiry';

applyPageSettings();
sendExpiredSessionsToLogin(router);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
