import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'shared-ui/router';
import { NotificationHost } from 'shared-ui/feedback';
import { router } from './router';
import { sendExpiredSessionsToLogin } from './session-expiry';
import { theme } from './theme';

sendExpiredSessionsToLogin(router);

/**
 * The only place that renders the theme and the baseline: every portal inherits them (and the
 * QueryClient, from the router's query layout).
 */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
      {/* The one host of the 'Error' popup, the toasts and the confirmations of every portal. */}
      <NotificationHost />
    </ThemeProvider>
  );
}
