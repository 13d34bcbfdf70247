import { RouterProvider } from 'shared-ui/router';
import { AppFrame } from './app-frame';
import { router } from './router';
import { sendExpiredSessionsToLogin } from './session-expiry';

sendExpiredSessionsToLogin(router);

export function App() {
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
