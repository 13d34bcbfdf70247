import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'shared-ui/router';
import { useSessionStore, type RoleCode } from 'shared-api';

interface RequireRoleProps {
  roles: RoleCode[];
  children: ReactNode;
}

/**
 * Spec §6: no token → /login, remembering where the user was going; a token with another
 * role → /unauthorized. Comfort only: the server checks every call again.
 */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const token = useSessionStore((state) => state.token);
  const userRoles = useSessionStore((state) => state.roles);
  const location = useLocation();

  if (!token) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!roles.includes(userRoles[0])) return <Navigate to="/unauthorized" replace />;
  return <>{children}</>;
}
