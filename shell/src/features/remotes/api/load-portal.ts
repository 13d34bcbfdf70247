import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType, ReactNode } from 'react';
import type { PortalName } from './portal-names';
import { remoteLocations } from './remote-locations';

export type { PortalName } from './portal-names';

/** What every portal exposes as `./routes`: its route tree, relative to where it is mounted. */
export type PortalRoutes = ComponentType<{ notFound: ReactNode }>;

let registered: Promise<void> | null = null;

function registerPortals(retry: boolean): Promise<void> {
  if (registered && !retry) return registered;
  const attempt = remoteLocations(retry).then((locations) => {
    const remotes = Object.entries(locations).map(([name, entry]) => ({ name, entry }));
    registerRemotes(remotes, { force: retry });
  });
  registered = attempt;
  attempt.catch(() => {
    if (registered === attempt) registered = null;
  });
  return attempt;
}

const loaded = new Map<PortalName, PortalRoutes>();

export function loadedPortal(name: PortalName): PortalRoutes | undefined {
  return loaded.get(name);
}

/** On the server, the portal's route tree comes from its server build (server/render-page). */
export function providePortal(name: PortalName, Routes: PortalRoutes): void {
  loaded.set(name, Routes);
}

export async function loadPortal(name: PortalName, retry = false): Promise<PortalRoutes> {
  await registerPortals(retry);
  const module = await loadRemote<{ default: PortalRoutes }>(`${name}/routes`);
  if (!module?.default) throw new Error(`${name} exposes no routes`);
  loaded.set(name, module.default);
  return module.default;
}
