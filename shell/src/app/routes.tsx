import { DASHBOARD_PORTALS, PUBLIC_PORTAL } from 'shared-api/portals';
import { lazyPage } from 'shared-ui/feedback';
import type { RouteObject } from 'shared-ui/router';
import { loadLoginPage } from '../features/auth/load-login-page';
import { ErrorScreen } from '../features/errors/components/error-screen';
import { UnauthorizedPage } from '../features/errors/components/unauthorized-page';
import { AppStart } from '../features/guard/components/app-start';
import { RequireRole } from '../features/guard/components/require-role';
import { PublicLayout } from '../features/preferences/components/public-layout';
import { RemoteRoutes } from '../features/remotes/components/remote-routes';
import { loadQueryLayout } from './load-query-layout';

// Its form and validation load with it, not on every page (index.ts starts it early on /login).
const LoginPage = lazyPage(loadLoginPage, 'LoginPage');
// The portals' QueryClient, with react-query, loads with the first portal page (index.ts starts
// it early there).
const QueryLayout = lazyPage(loadQueryLayout, 'QueryLayout');

export const routes: RouteObject[] = [
  {
    errorElement: <ErrorScreen />,
    children: [
      // Where the installed app starts (its manifest's start_url).
      { path: '/app', element: <AppStart /> },
      {
        element: <PublicLayout />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/unauthorized', element: <UnauthorizedPage /> },
        ],
      },
      {
        element: <QueryLayout />,
        children: [
          // Each dashboard under its prefix, for its roles (portals.json).
          ...DASHBOARD_PORTALS.map(({ prefix, roles, remote }) => ({
            path: `${prefix}/*`,
            element: (
              <RequireRole roles={roles}>
                <RemoteRoutes remote={remote} />
              </RequireRole>
            ),
          })),
          // Everything else belongs to the public portal, which shows the shell's 404 page for
          // paths it does not know.
          {
            element: <PublicLayout />,
            children: [{ path: '*', element: <RemoteRoutes remote={PUBLIC_PORTAL.remote} /> }],
          },
        ],
      },
    ],
  },
];
