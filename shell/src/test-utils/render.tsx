import { createTheme, ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { NotificationHost, useNotificationStore } from 'shared-ui';

// Ripples finish after a test's last act() and make React warn.
const testTheme = createTheme({
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

/** A stand-in page that says where the app went, and with which state. */
export function Landed({ name }: { name: string }) {
  const location = useLocation();
  return (
    <main>
      <h1>{name}</h1>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <output data-testid="state">{JSON.stringify(location.state)}</output>
    </main>
  );
}

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function withHost(ui: ReactElement) {
  useNotificationStore.setState({ error: null, toasts: [], confirm: null });
  return render(
    <ThemeProvider theme={testTheme}>
      {ui}
      <NotificationHost />
    </ThemeProvider>,
  );
}

/**
 * Renders shell routes in a memory router with the theme and the notification host. (A data
 * router's navigations need the Fetch API's Request, which jsdom lacks.)
 */
export function renderRoutes(routes: RouteObject[], at: string) {
  return withHost(
    <MemoryRouter initialEntries={[at]}>
      <RouteTree routes={routes} />
    </MemoryRouter>,
  );
}

/** A data router, for error elements; only its first render works in jsdom. */
export function renderDataRoutes(routes: RouteObject[], at: string) {
  return withHost(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [at] })} />);
}
