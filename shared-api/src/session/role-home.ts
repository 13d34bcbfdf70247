import { DASHBOARD_PATHS } from '../portals';
import type { RoleCode } from '../types/entities';

export { DASHBOARD_PATHS };

/** Where login sends a user: by the first role (spec §4 Session); /unauthorized without one. */
export function dashboardPathFor(roles: readonly RoleCode[]): string {
  const first = roles[0];
  return first ? DASHBOARD_PATHS[first] : '/unauthorized';
}
