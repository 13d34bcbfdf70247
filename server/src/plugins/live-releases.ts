import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { PORTALS as PORTAL_LIST, PUBLIC_PORTAL } from 'shared-api/portals';
import { SHELL_BASE_PLACEHOLDER } from '../domain/releases/release-check';
import { releaseDir } from '../domain/releases/release-ids';
import { openShares } from '../domain/releases/release-shares.repository';
import { RELEASE_GROUPS, releasesForGroup } from '../domain/releases/release-shares.service';
import { readLiveReleases } from '../domain/releases/releases.repository';
import type { LiveRenderBuilds } from '../domain/server-rendering/page-renderer';
import { portalRoutesFiles } from './portal-routes-files';

/** Each portal's package by its remote name (portals.json). */
export const PORTALS: Record<string, string> = Object.fromEntries(
  PORTAL_LIST.map((portal) => [portal.remote, portal.package]),
);

/** A portal's remote name: 'intern_portal'. */
export type PortalName = string;
export type RemoteLocations = Record<PortalName, string>;

// The server builds in a release (webpack.server.cjs).
const SHELL_RENDERER = 'server/render-page.cjs';
const PORTAL_ROUTES = 'server/routes.cjs';

/** What the pages are made of right now: read from the database, so instances agree. */
export interface LiveFrontEnd {
  /** The release of each package these pages use (`#page-releases`). */
  releases: Record<string, string>;
  /** The live shell's index.html with its release's URL, or null before any shell release. */
  indexHtml: string | null;
  remotes: RemoteLocations;
  /** The files a portal's routes start with, to preload beside its entry. */
  routesFilesOf: (portal: PortalName) => string[];
  /** The live shell's and public portal's server builds, when both are served here. */
  renderBuilds: LiveRenderBuilds | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The pages of a browser in release `group` (0-99); without one, the live releases. */
    liveFrontEnd: (group?: number) => Promise<LiveFrontEnd>;
  }
}

/** Reads a file of a release once: a release's files never change. */
function releaseFileCache<T>(read: (file: string) => T, absent: T) {
  const cache = new Map<string, T>();
  return (file: string): T => {
    const known = cache.get(file);
    if (known !== undefined) return known;
    if (!fs.existsSync(file)) return absent;
    const value = read(file);
    cache.set(file, value);
    return value;
  };
}

export default fp(
  async (app) => {
    const { config } = app;
    fs.mkdirSync(config.RELEASES_DIR, { recursive: true });
    const fixed = config.remoteOverrides;
    const base = (pkg: string, releaseId: string) => `${config.RELEASES_URL}${pkg}/${releaseId}/`;
    const readIndex = releaseFileCache((file) => fs.readFileSync(file, 'utf8'), null);
    const readRoutesFiles = releaseFileCache(portalRoutesFiles, [] as string[]);

    app.decorate('liveFrontEnd', async (group = RELEASE_GROUPS): Promise<LiveFrontEnd> => {
      const releases = releasesForGroup(
        await readLiveReleases(app.db),
        await openShares(app.db),
        group,
      );
      const shell = releases.shell;
      const index = shell
        ? readIndex(path.join(releaseDir(config.RELEASES_DIR, 'shell', shell), 'index.html'))
        : null;
      const remotes = {} as RemoteLocations;
      for (const [portal, pkg] of Object.entries(PORTALS) as [PortalName, string][]) {
        // A portal never released here answers 404, and the shell says it is unavailable.
        remotes[portal] =
          fixed[portal] ?? `${base(pkg, releases[pkg] ?? 'unreleased')}remoteEntry.js`;
      }
      const publicRelease = releases[PUBLIC_PORTAL.package];
      const renderBuilds =
        shell && publicRelease && !fixed[PUBLIC_PORTAL.remote]
          ? {
              key: `${shell}/${publicRelease}`,
              shell: path.join(releaseDir(config.RELEASES_DIR, 'shell', shell), SHELL_RENDERER),
              portals: {
                [PUBLIC_PORTAL.remote]: path.join(
                  releaseDir(config.RELEASES_DIR, PUBLIC_PORTAL.package, publicRelease),
                  PORTAL_ROUTES,
                ),
              },
            }
          : null;
      return {
        releases,
        renderBuilds,
        indexHtml:
          index && shell ? index.replaceAll(SHELL_BASE_PLACEHOLDER, base('shell', shell)) : null,
        remotes,
        routesFilesOf: (portal) => {
          const pkg = PORTALS[portal];
          const releaseId = releases[pkg];
          if (fixed[portal] || !releaseId) return [];
          const dir = releaseDir(config.RELEASES_DIR, pkg, releaseId);
          return readRoutesFiles(path.join(dir, 'mf-manifest.json')).map(
            (file) => base(pkg, releaseId) + file,
          );
        },
      };
    });
  },
  { name: 'live-releases', dependencies: ['config', 'db'] },
);
