import { Navigate } from 'shared-ui/router';
import { dashboardPathFor, useSessionStore } from 'shared-api';

/**
 * /app, where the installed app starts (its manifest's start_url): a signed-in user's own
 * dashboard, else the login.
 */
export function AppStart() {
  const token = useSessionStore((state) => state.token);
  const roles = useSessionStore((state) => state.roles);
  return <Navigate to={token ? dashboardPathFor(roles) : '/login'} replace />;
}
