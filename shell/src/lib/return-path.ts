import { dashboardPathFor, type RoleCode } from 'shared-api';
import { DASHBOARD_PORTALS } from 'shared-api/portals';

/** A remembered location: the guard's `Location`, or a path string (from the 401 handler). */
export function pathOf(from: unknown): string | null {
  if (typeof from === 'string') return from;
  if (
    from &&
    typeof from === 'object' &&
    typeof (from as { pathname?: unknown }).pathname === 'string'
  ) {
    const { pathname, search, hash } = from as { pathname: string; search?: string; hash?: string };
    return `${pathname}${search ?? ''}${hash ?? ''}`;
  }
  return null;
}

function isLocalPath(path: string): boolean {
  // '//host' and '/\host' would leave the site; /login would loop.
  return /^\/(?![/\\])/.test(path) && !/^\/login(?:[/?#]|$)/.test(path);
}

function underDashboard(path: string, dashboard: string): boolean {
  if (!path.startsWith(dashboard)) return false;
  const next = path.charAt(dashboard.length);
  return next === '' || '/?#'.includes(next);
}

/**
 * Where a successful login goes: back to the page the guard (or an expired session)
 * remembered, unless that page belongs to a portal of other roles; else the first role's
 * dashboard (the prefix of the portal serving it, portals.json).
 */
export function returnPathAfterLogin(remembered: unknown, roles: readonly RoleCode[]): string {
  const home = dashboardPathFor(roles);
  const path = pathOf(remembered);
  if (!path || !isLocalPath(path)) return home;
  const foreign = DASHBOARD_PORTALS.some(
    (portal) => !portal.roles.includes(roles[0]) && underDashboard(path, portal.prefix),
  );
  return foreign ? home : path;
}
