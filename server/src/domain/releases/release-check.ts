import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { ReleasedPackage } from './release-ids';

/** A release that must not go live; its message names the package, release and reason. */
export class ReleaseRefused extends Error {
  override name = 'ReleaseRefused';
}

/** Where the shell's index.html names its own files; the server writes the release's URL. */
export const SHELL_BASE_PLACEHOLDER = '/__shell_release__/';

interface SharedModule {
  name: string;
  version: string;
  requiredVersion?: string;
}

interface Manifest {
  metaData?: { globalName?: string; pluginVersion?: string };
  /** From build-info.json: a hash of the shared-api and shared-ui sources it was built with. */
  sharedSources?: string;
  shared?: (SharedModule & { assets?: Assets })[];
  exposes?: { assets?: Assets }[];
}

interface Assets {
  js?: { sync?: string[]; async?: string[] };
}

/**
 * A build's manifest, with the library versions of its build-info.json (react-router, which
 * the manifest names only as shared-ui/router) counted as shared modules too.
 */
function readManifest(dir: string, label: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new ReleaseRefused(`${label}: it has no readable mf-manifest.json`);
  }
  const infoFile = path.join(dir, 'build-info.json');
  if (!fs.existsSync(infoFile)) return manifest;
  const { versions = {}, sharedSources } = JSON.parse(fs.readFileSync(infoFile, 'utf8')) as {
    versions?: Record<string, string>;
    sharedSources?: string;
  };
  const libraries = Object.entries(versions).map(([name, version]) => ({ name, version }));
  return { ...manifest, sharedSources, shared: [...(manifest.shared ?? []), ...libraries] };
}

// A version's compatibility line: the major, or for 0.x the minor (as npm's ^ reads it).
const line = (version: string) => {
  const [major, minor] = version.split('.');
  return major === '0' ? `0.${minor}` : major;
};

/**
 * The shared modules a portal needs that the shell provides in another major (React, MUI,
 * emotion, the router, react-query...), and a federation runtime of another version: the portal
 * would run on the shell's copies and break.
 */
function incompatibilities(
  portal: Manifest,
  shell: Manifest,
  { sameSharedSources }: { sameSharedSources: boolean },
): string[] {
  const provided = new Map((shell.shared ?? []).map((module) => [module.name, module.version]));
  const problems: string[] = [];
  const runtime = [portal.metaData?.pluginVersion, shell.metaData?.pluginVersion];
  if (runtime[0] !== runtime[1]) {
    problems.push(
      `it was built with federation runtime ${runtime[0] ?? '?'}, the shell runs ${runtime[1] ?? '?'}`,
    );
  }
  // A portal runs on the shell's shared-api and shared-ui: built from other sources, the
  // shell's copy may lack what the portal calls.
  const { sharedSources: built } = portal;
  if (sameSharedSources && built && shell.sharedSources && built !== shell.sharedSources) {
    problems.push(
      `it was built with shared-api and shared-ui sources ${built}, the shell ` +
        `with ${shell.sharedSources} (release the shell built from the same sources first)`,
    );
  }
  for (const module of portal.shared ?? []) {
    const shellVersion = provided.get(module.name);
    // A portal carries no copy of what the shell provides (webpack.base.cjs, `fromShell`).
    const taken = takenFromShell(module);
    if (!shellVersion) {
      if (taken) problems.push(`it takes ${module.name} from the shell, which does not provide it`);
      continue;
    }
    // What a portal takes from the shell is named with the version of the package on disk (0.1.0
    // for shared-api): the version it asks for is the one that counts.
    const needed =
      taken && module.requiredVersion
        ? module.requiredVersion.replace(/^[\^~]/, '')
        : module.version;
    if (line(shellVersion) !== line(needed)) {
      problems.push(`it needs ${module.name} ${needed}, the shell provides ${shellVersion}`);
    }
  }
  return problems;
}

function checkScript(dir: string, file: string, label: string): string {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) throw new ReleaseRefused(`${label}: ${file} is missing`);
  const code = fs.readFileSync(full, 'utf8');
  try {
    new vm.Script(code, { filename: file });
  } catch (error) {
    throw new ReleaseRefused(`${label}: ${file} does not load (${(error as Error).message})`);
  }
  return code;
}

function checkFilesExist(dir: string, files: string[], label: string) {
  const missing = files.filter((file) => !fs.existsSync(path.join(dir, file)));
  if (missing.length > 0) {
    throw new ReleaseRefused(`${label}: files it loads are missing: ${missing.join(', ')}`);
  }
}

const assetFiles = (assets: Assets | undefined) => [
  ...(assets?.js?.sync ?? []),
  ...(assets?.js?.async ?? []),
];

/** A shared module of the manifest with no file of the build's own: only a provider has it. */
const takenFromShell = (module: SharedModule & { assets?: Assets }) =>
  module.assets !== undefined && assetFiles(module.assets).length === 0;

/**
 * A portal's remoteEntry.js loads: it parses, defines the container its manifest names, and
 * every file its exposed routes and shared modules load is in the release.
 */
function checkPortalFiles(dir: string, manifest: Manifest, label: string) {
  const code = checkScript(dir, 'remoteEntry.js', label);
  const globalName = manifest.metaData?.globalName;
  if (!globalName || !new RegExp(`\\b${globalName}\\s*=`).test(code)) {
    throw new ReleaseRefused(
      `${label}: remoteEntry.js does not define ${globalName ?? 'its container'}`,
    );
  }
  checkFilesExist(
    dir,
    [...(manifest.exposes ?? []), ...(manifest.shared ?? [])].flatMap((item) =>
      assetFiles(item.assets),
    ),
    label,
  );
}

/** The shell's index.html names only files of its release, and its start script parses. */
function checkShellFiles(dir: string, label: string) {
  const indexFile = path.join(dir, 'index.html');
  if (!fs.existsSync(indexFile)) throw new ReleaseRefused(`${label}: index.html is missing`);
  const html = fs.readFileSync(indexFile, 'utf8');
  const named = [...html.matchAll(/(?:src|href)="\/__shell_release__\/([^"]+)"/g)].map(
    (match) => match[1],
  );
  if (!named.some((file) => file.startsWith('main.'))) {
    throw new ReleaseRefused(`${label}: index.html loads no main script from its release`);
  }
  checkFilesExist(dir, named, label);
  for (const file of named.filter((name) => name.endsWith('.js'))) checkScript(dir, file, label);
}

export interface CheckContext {
  /** The live release folder of each other package. */
  peers: Partial<Record<ReleasedPackage, string>>;
  liveIds: Record<string, string>;
  /** The peers that are a share's release, not the live one, with the share's percent. */
  sharedPercents?: Record<string, number>;
}

/** How a refusal names a peer: 'the live shell' or 'the shell shared with 10 % of users'. */
const peerName = (pkg: string, sharedPercents: Record<string, number> = {}) =>
  pkg in sharedPercents
    ? `the ${pkg} shared with ${sharedPercents[pkg]} % of users`
    : `the live ${pkg}`;

/** Refuses (throws ReleaseRefused) a release that would not load or would break what is live. */
export function checkRelease(
  pkg: ReleasedPackage,
  releaseId: string,
  dir: string,
  { peers, liveIds, sharedPercents }: CheckContext,
) {
  const label = `${pkg} release ${releaseId}`;
  if (pkg === 'shell') {
    checkShellFiles(dir, label);
    // A shell built without federation (the benchmark's one bundle) provides no portal anything.
    const hasManifest = fs.existsSync(path.join(dir, 'mf-manifest.json'));
    const manifest = hasManifest ? readManifest(dir, label) : {};
    for (const [portal, portalDir] of Object.entries(peers)) {
      if (portal === 'shell' || !portalDir) continue;
      // New shared sources are how a shared change ships: the shell goes first, and the live
      // portals run on its copy (additions are safe; a removal needs --force, said in the docs).
      const problems = incompatibilities(readManifest(portalDir, portal), manifest, {
        sameSharedSources: false,
      });
      if (problems.length > 0) {
        throw new ReleaseRefused(
          `${label} refused: ${peerName(portal, sharedPercents)} (release ${liveIds[portal]}) ` +
            `could not run on it: ` +
            `${problems.join('; ')}. To upgrade on purpose, release it with --force, then each portal built for it.`,
        );
      }
    }
    return;
  }
  const manifest = readManifest(dir, label);
  checkPortalFiles(dir, manifest, label);
  if (!peers.shell) return;
  const problems = incompatibilities(manifest, readManifest(peers.shell, 'the live shell'), {
    sameSharedSources: true,
  });
  if (problems.length > 0) {
    throw new ReleaseRefused(
      `${label} refused: ${peerName('shell', sharedPercents)} (release ${liveIds.shell}) ` +
        `cannot provide what it needs: ` +
        `${problems.join('; ')}.`,
    );
  }
}
