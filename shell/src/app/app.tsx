import { RouterProvider } from 'shared-ui/router';
import { WithRolledBackNotice } from '../features/release-reports/components/rolled-back-notice';
import { countPageViews } from '../features/release-reports/release-reports';
import { AppProviders } from './app-providers';
import { focusPagesOnNavigation } from './page-focus';
import { applyPageSettings } from './page-settings';
import { router } from './router';
import { sendExpiredSessionsToLogin } from './session-expiry';

applyPageSettings();
sendExpiredSessionsToLogin(router);
countPageViews(router);
focusPagesOnNavigation(router);

export function App() {
  return (
    <AppProviders>
      <WithRolledBackNotice>
        <RouterProvider router={router} />
      </WithRolledBackNotice>
    </AppProviders>
  );
}
