import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { NotificationHost } from 'shared-ui/feedback';
import { theme } from './theme';

/**
 * What every page sits in, and nothing it draws: the theme, the baseline and the one host of
 * the notifications, rendered only here, so every portal inherits them (and the QueryClient,
 * from the router's query layout). The browser and the server wrap the app the same way. The
 * dashboards' visible frame (top bar and sidebar) is shared-ui's AppFrame.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} defaultMode="system" disableTransitionOnChange>
      <CssBaseline />
      {children}
      {/* The one host of the 'Error' popup, the toasts and the confirmations of every portal. */}
      <NotificationHost />
    </ThemeProvider>
  );
}
