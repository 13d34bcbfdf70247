import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { NotificationHost } from 'shared-ui/feedback';
import { theme } from './theme';

/**
 * The only place that renders the theme and the baseline: every portal inherits them (and the
 * QueryClient, from the router's query layout). The browser and the server draw the same frame.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      {/* The one host of the 'Error' popup, the toasts and the confirmations of every portal. */}
      <NotificationHost />
    </ThemeProvider>
  );
}
