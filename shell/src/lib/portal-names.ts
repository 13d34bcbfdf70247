export type PortalName =
  'public_portal' | 'intern_portal' | 'supervisor_portal' | 'admin_portal' | 'university_portal';

/** The shell's own pages; every other path not under a dashboard belongs to the public portal. */
const SHELL_PATHS = ['/login', '/unauthorized', '/app'];

const DASHBOARDS: [prefix: string, portal: PortalName][] = [
  ['/internDashboard', 'intern_portal'],
  ['/supervisorDashboard', 'supervisor_portal'],
  ['/adminDashboard', 'admin_portal'],
  ['/universityDashboard', 'university_portal'],
];

/** The portal that draws `path` (as app/router.tsx mounts them), or null for the shell's own. */
export function portalOfPath(path: string): PortalName | null {
  if (SHELL_PATHS.includes(path.replace(/\/+$/, ''))) return null;
  const dashboard = DASHBOARDS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return dashboard ? dashboard[1] : 'public_portal';
}
