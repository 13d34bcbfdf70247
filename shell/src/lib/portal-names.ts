/** A portal's module federation name (portals.json's `remote`): 'intern_portal'. */
export type PortalName = string;
