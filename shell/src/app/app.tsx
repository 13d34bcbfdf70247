import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'shared-ui/router';
import { NotificationHost } from 'shared-ui/feedback';
import { createAppQueryClient } from './query-client';
import { router } from './router';
import { sendExpiredSessionsToLogin } from './session-expiry';
import { theme } from './theme';

sendExpiredSessionsToLogin(router);
const queryClient = createAppQueryClient();

/**
 * The only place that renders the theme, the baseline and the QueryClient: every portal
 * inherits them.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
        {/* The one host of the 'Error' popup, the toasts and the confirmations of every portal. */}
        <NotificationHost />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
