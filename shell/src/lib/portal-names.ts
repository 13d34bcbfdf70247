import { DASHBOARD_PORTALS, PUBLIC_PORTAL } from 'shared-api/portals';

/** A portal's module federation name (portals.json's `remote`): 'intern_portal'. */
export type PortalName = string;

/** The shell's own pages; every other path not under a dashboard belongs to the public portal. */
const SHELL_PATHS = ['/login', '/unauthorized', '/app'];

/** The portal that draws `path` (as app/routes.tsx mounts them), or null for the shell's own. */
export function portalOfPath(path: string): PortalName | null {
  if (SHELL_PATHS.includes(path.replace(/\/+$/, ''))) return null;
  const dashboard = DASHBOARD_PORTALS.find(
    ({ prefix }) => path === prefix || path.startsWith(`${prefix}/`),
  );
  return (dashboard ?? PUBLIC_PORTAL).remote;
}
