import { createTheme, ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { NotificationHost, useNotificationStore } from 'shared-ui';

// Ripples finish after a test's last act() and make React warn.
const testTheme = createTheme({
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

/** Shows where the app went, for tests of redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderAtOptions {
  /** The router's starting entry, a path or a path with state. */
  at?: string | { pathname: string; state?: unknown };
}

/** Renders a portal screen inside a memory router, the theme and the notification host. */
export function renderAt(ui: ReactElement, { at = '/' }: RenderAtOptions = {}) {
  useNotificationStore.setState({ error: null, toasts: [], confirm: null });
  return render(
    <ThemeProvider theme={testTheme}>
      <MemoryRouter initialEntries={[at]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
      <NotificationHost />
    </ThemeProvider>,
  );
}
