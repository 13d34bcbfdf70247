// Builds the production bundles of the shell and the portals that are missing or older than
// their sources. Shared by `npm start` and `npm test` (the browser journeys need the build).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FRONT_ENDS = [
  'public-portal',
  'intern-portal',
  'supervisor-portal',
  'admin-portal',
  'shell',
];
const SHARED_SOURCES = [
  'shared-api/src',
  'shared-ui/src',
  'webpack.base.cjs',
  'build-info-plugin.cjs',
  'webpack.server.cjs',
  'package-lock.json',
];

function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestChange(path.join(target, name))));
}

function builtAt(name) {
  const marker = path.join(root, name, 'dist', 'mf-manifest.json');
  return existsSync(marker) ? statSync(marker).mtimeMs : 0;
}

export function staleFrontEnds() {
  const shared = Math.max(...SHARED_SOURCES.map(newestChange));
  return FRONT_ENDS.filter((name) => {
    const own = Math.max(
      newestChange(`${name}/src`),
      newestChange(`${name}/public`),
      newestChange(`${name}/webpack.config.cjs`),
      newestChange(`${name}/module-federation.config.cjs`),
    );
    return builtAt(name) < Math.max(own, shared);
  });
}

/** Builds what needs it, one package at a time (webpack already uses every core). */
export function buildStaleFrontEnds() {
  const stale = staleFrontEnds();
  for (const name of stale) {
    console.log(`Building ${name}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', name, '--silent'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`The build of ${name} failed; see the messages above.`);
      process.exit(result.status ?? 1);
    }
  }
  return stale;
}
