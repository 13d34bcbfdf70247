import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType, ReactNode } from 'react';

export type PortalName = 'public_portal' | 'intern_portal' | 'supervisor_portal' | 'admin_portal';

/** What every portal exposes as `./routes`: its route tree, relative to where it is mounted. */
export type PortalRoutes = ComponentType<{ notFound: ReactNode }>;

type RemoteLocations = Record<PortalName, string>;

let registration: Promise<void> | null = null;

/**
 * Reads where the portals live from the server (REMOTE_*_URL there), once per page load,
 * or again on a retry, so a redeployed or moved portal needs no shell rebuild.
 */
function registerPortals(retry: boolean): Promise<void> {
  if (registration && !retry) return registration;
  const attempt = fetch('/remotes.json', { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json() as Promise<RemoteLocations>;
    })
    .then((locations) => {
      const remotes = Object.entries(locations).map(([name, entry]) => ({ name, entry }));
      registerRemotes(remotes, { force: retry });
    });
  registration = attempt;
  attempt.catch(() => {
    if (registration === attempt) registration = null;
  });
  return attempt;
}

const loaded = new Map<PortalName, PortalRoutes>();

export function loadedPortal(name: PortalName): PortalRoutes | undefined {
  return loaded.get(name);
}

export async function loadPortal(name: PortalName, retry = false): Promise<PortalRoutes> {
  await registerPortals(retry);
  const module = await loadRemote<{ default: PortalRoutes }>(`${name}/routes`);
  if (!module?.default) throw new Error(`${name} exposes no routes`);
  loaded.set(name, module.default);
  return module.default;
}
