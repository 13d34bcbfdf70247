import { RouterProvider } from 'shared-ui/router';
import { AppProviders } from './app-providers';
import { router } from './router';
import { sendExpiredSessionsToLogin } from './session-expiry';

sendExpiredSessionsToLogin(router);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
