import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useT } from 'shared-api';
import { NotificationHost } from 'shared-ui/feedback';
import { withMuiTexts } from 'shared-ui/mui-texts';
import { AccountTheme } from './account-theme';
import { theme } from './theme';

/**
 * What every page sits in, and nothing it draws: the theme, the baseline and the one host of
 * the notifications, rendered only here, so every portal inherits them (and the QueryClient,
 * from the router's query layout). The browser and the server wrap the app the same way. The
 * dashboards' visible frame (top bar and sidebar) is shared-ui's AppFrame.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // MUI's own texts (a toast's Close, the pagers' labels) in the language on screen.
  const t = useT();
  const localized = useMemo(() => withMuiTexts(theme, t), [t]);
  return (
    <ThemeProvider theme={localized} defaultMode="system" disableTransitionOnChange>
      <CssBaseline />
      <AccountTheme />
      {children}
      {/* The one host of the 'Error' popup, the toasts and the confirmations of every portal. */}
      <NotificationHost />
    </ThemeProvider>
  );
}
