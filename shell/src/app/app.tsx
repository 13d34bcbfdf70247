import { CssBaseline, ThemeProvider } from '@mui/material';
import { RouterProvider } from 'react-router-dom';
import { NotificationHost } from 'shared-ui';
import { router } from './router';
import { sendExpiredSessionsToLogin } from './session-expiry';
import { theme } from './theme';

sendExpiredSessionsToLogin(router);

/** The only place that renders the theme and the baseline: every portal inherits them. */
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
