import list from '../../portals.json';
import type { RoleCode } from './types/entities';

/** A portal as portals.json (the repository's root) names it: the one list of portals. */
export interface Portal {
  /** Its workspace folder and npm package, and its releases' name: 'intern-portal'. */
  package: string;
  /** Its module federation name, the key of its location in /remotes.json: 'intern_portal'. */
  remote: string;
  /** The paths it draws, this one and those below; '/' for every path no other page has. */
  prefix: string;
  /** The roles it serves, the first role's home; none for everyone (the public portal). */
  roles: RoleCode[];
  /** The server's variable that serves it from elsewhere (docs/deploy.md). */
  env: `REMOTE_${string}_URL`;
  /** What its remoteEntry.js exposes; the shell mounts './routes'. */
  exposes: Record<string, string>;
  /** Its webpack dev server's port (`npm run dev`). */
  devPort: number;
}

export const PORTALS = list as readonly Portal[];

/** The portal drawing every path that is neither the shell's nor under another's prefix. */
export const PUBLIC_PORTAL = PORTALS.find((portal) => portal.prefix === '/')!;

/** The portals behind a sign-in, each under its own prefix. */
export const DASHBOARD_PORTALS = PORTALS.filter((portal) => portal !== PUBLIC_PORTAL);

/**
 * Each role's home: the prefix of the first portal serving it. A later portal for the same role
 * (`npm run new-portal`) is served at its own prefix, reached from there.
 */
export const DASHBOARD_PATHS = Object.fromEntries(
  DASHBOARD_PORTALS.flatMap((portal) =>
    portal.roles.map((role) => [role, portal.prefix]),
  ).reverse(),
) as Record<RoleCode, string>;

/** The shell's own pages (shell/src/app/routes.tsx); every other path is a portal's. */
const SHELL_PATHS = ['/login', '/unauthorized', '/app'];

/**
 * The remote name of the portal that draws `path`, or null for the shell's own pages: the shell
 * loads it, and the server preloads it into the page it composes.
 */
export function portalOfPath(path: string): string | null {
  if (SHELL_PATHS.includes(path.replace(/\/+$/, ''))) return null;
  const dashboard = DASHBOARD_PORTALS.find(
    ({ prefix }) => path === prefix || path.startsWith(`${prefix}/`),
  );
  return (dashboard ?? PUBLIC_PORTAL).remote;
}
