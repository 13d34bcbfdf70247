/** A portal's module federation name (portals.json's `remote`): 'intern_portal'. */
export type PortalName = string;

/** The portal that draws a path (as app/routes.tsx mounts them), or null for the shell's own. */
export { portalOfPath } from 'shared-api/portals';
