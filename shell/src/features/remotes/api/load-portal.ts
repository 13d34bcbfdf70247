import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType, ReactNode } from 'react';
import { registerCatalogue, type CatalogueLoaders, type Language } from 'shared-api';
import { registerDashboardCatalogues } from '../../../app/catalogues';
import type { PortalName } from '../../../lib/portal-names';
import { remoteLocations } from './remote-locations';

export type { PortalName } from '../../../lib/portal-names';

/** What every portal exposes as `./routes`: its route tree, relative to where it is mounted. */
export type PortalRoutes = ComponentType<{ notFound: ReactNode }>;
/** What a portal's `./routes` module holds: the route tree and the portal's texts. */
export interface PortalModule {
  default: PortalRoutes;
  catalogue: CatalogueLoaders;
}

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

/** A portal's texts, and for a dashboard's the shared packages' texts only dashboards show. */
function registerPortalCatalogues(name: PortalName, catalogue: CatalogueLoaders) {
  return Promise.all([
    name === 'public_portal' ? undefined : registerDashboardCatalogues(),
    registerCatalogue(name, catalogue),
  ]);
}

export function loadedPortal(name: PortalName): PortalRoutes | undefined {
  return loaded.get(name);
}

/**
 * On the server, the portal's route tree and texts come from its server build
 * (server/render-page).
 */
export async function providePortal(
  name: PortalName,
  Routes: PortalRoutes,
  catalogue: CatalogueLoaders,
): Promise<void> {
  await registerPortalCatalogues(name, catalogue);
  loaded.set(name, Routes);
}

export async function loadPortal(name: PortalName, retry = false): Promise<PortalRoutes> {
  await registerPortals(retry);
  const module = await loadRemote<PortalModule>(`${name}/routes`);
  if (!module?.default) throw new Error(`${name} exposes no routes`);
  // Its pages draw in the language on screen from the first: its texts come before them.
  await registerPortalCatalogues(name, module.catalogue);
  loaded.set(name, module.default);
  return module.default;
}

/**
 * Starts downloading a portal's route tree and its texts in `language`, without registering
 * them: the page's start asks for them beside the shared texts, so a Swahili page waits for
 * one download of texts, not two in a row. loadPortal then finds both downloaded.
 */
export function warmPortal(name: PortalName, language: Exclude<Language, 'en'>): void {
  registerPortals(false)
    .then(() => loadRemote<PortalModule>(`${name}/routes`))
    .then((module) => module?.catalogue[language]())
    // loadPortal asks again and says what failed.
    .catch(() => undefined);
}
