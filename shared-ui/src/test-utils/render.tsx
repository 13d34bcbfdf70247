import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { useT } from 'shared-api';
import { NotificationHost } from '../feedback/notification-host';
import { useNotificationStore } from '../feedback/notification-store';
import { withDashboardMuiTexts } from '../i18n/mui-dashboard-texts';
import { withMuiTexts } from '../i18n/mui-texts';

// Ripples finish after a test's last act() and make React warn.
const testTheme = createTheme({
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

/** The test theme with MUI's texts in the language on screen, as the shell's and AppFrame's. */
export function TestTheme({ children }: { children: ReactNode }) {
  const t = useT();
  // A screen test draws a dashboard's component without its frame: both sets of MUI's texts.
  const theme = useMemo(() => withDashboardMuiTexts(withMuiTexts(testTheme, t), t), [t]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** Renders a component inside the test theme. */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: TestTheme, ...options });
}

/** Shows where the app went (path and query), for tests of redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A stand-in page that says where the app went, and with which state. */
export function Landed({ name }: { name: string }) {
  const location = useLocation();
  return (
    <main>
      <h1>{name}</h1>
      <LocationProbe />
      <output data-testid="state">{JSON.stringify(location.state)}</output>
    </main>
  );
}

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** A QueryClient as the shell's, but without retries, so a failure shows at once. */
export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * Renders inside the test theme with a fresh notification host and a fresh QueryClient, as the
 * shell does.
 */
export function renderWithHost(ui: ReactElement, queryClient = createTestQueryClient()) {
  useNotificationStore.setState({ error: null, toasts: [], confirm: null });
  return renderUi(
    <QueryClientProvider client={queryClient}>
      {ui}
      <NotificationHost />
    </QueryClientProvider>,
  );
}

export interface RenderAtOptions {
  /** The router's starting entry, a path or a path with state. */
  at?: string | { pathname: string; state?: unknown };
  /** The query client, e.g. holding the answers a server-drawn page was drawn with. */
  queryClient?: QueryClient;
}

/**
 * Renders a screen inside a memory router, the theme and the notification host, with a
 * `LocationProbe` (data-testid "location") after it.
 */
export function renderAt(ui: ReactElement, { at = '/', queryClient }: RenderAtOptions = {}) {
  return renderWithHost(
    <MemoryRouter initialEntries={[at]}>
      {ui}
      <LocationProbe />
    </MemoryRouter>,
    queryClient,
  );
}

/**
 * Renders a route tree in a memory router with the theme and the notification host. (A data
 * router's navigations need the Fetch API's Request, which jsdom lacks.)
 */
export function renderRoutes(routes: RouteObject[], at: string) {
  return renderWithHost(
    <MemoryRouter initialEntries={[at]}>
      <RouteTree routes={routes} />
    </MemoryRouter>,
  );
}

/** A data router, for error elements; only its first render works in jsdom. */
export function renderDataRoutes(routes: RouteObject[], at: string) {
  return renderWithHost(
    <RouterProvider router={createMemoryRouter(routes, { initialEntries: [at] })} />,
  );
}
