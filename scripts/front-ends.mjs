// Builds the production bundles of the shell and the portals that are missing or older than
// their sources. Shared by `npm start` and `npm test` (the browser journeys need the build).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The one list of portals (portals.json). */
export const PORTALS = JSON.parse(readFileSync(path.join(root, 'portals.json'), 'utf8'));
export const FRONT_ENDS = [...PORTALS.map((portal) => portal.package), 'shell'];
const SHARED_SOURCES = [
  // The shell mounts each portal it names, and each portal's build takes its name from it.
  'portals.json',
  'shared-api/src',
  // The catalogue loader and its parts: a change there changes every build's catalogues.
  'scripts/i18n',
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

const builtMarker = (name) => path.join(root, name, 'dist', 'mf-manifest.json');

function builtAt(name) {
  const marker = builtMarker(name);
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

/**
 * Builds what needs it, one package at a time (a build keeps about one core and a half busy);
 * resolves with whether every build succeeded. Asynchronous, so that `npm test` can run the
 * tests that need no build meanwhile.
 */
export async function buildStaleFrontEnds() {
  for (const name of staleFrontEnds()) {
    console.log(`Building ${name}…`);
    const status = await new Promise((resolve) =>
      spawn('npm', ['run', 'build', '-w', name, '--silent'], { cwd: root, stdio: 'inherit' }).on(
        'exit',
        (code) => resolve(code ?? 1),
      ),
    );
    if (status !== 0) {
      console.error(`The build of ${name} failed; see the messages above.`);
      return false;
    }
    // webpack leaves a file whose content did not change as it was (a test file's change
    // changes no output): the marker says when the build ran, or it would run every time.
    const now = new Date();
    utimesSync(builtMarker(name), now, now);
  }
  return true;
}
