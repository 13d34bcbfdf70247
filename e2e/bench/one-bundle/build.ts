// Builds the one-bundle comparison (webpack.config.cjs here) when it is missing or older than
// anything it is built from, and says where the server finds it (FRONTEND_ROOT).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PORTALS } from 'shared-api/portals';

const repo = path.resolve(__dirname, '..', '..', '..');
/** Laid out as the server expects a FRONTEND_ROOT: the shell's files in shell/dist. */
export const ONE_BUNDLE_ROOT = path.join(__dirname, 'dist');
const marker = path.join(ONE_BUNDLE_ROOT, 'shell', 'dist', 'index.html');

const SOURCES = [
  'shell/src',
  'shell/public',
  'portals.json',
  ...PORTALS.map((portal) => `${portal.package}/src`),
  'shared-api/src',
  'shared-ui/src',
  'webpack.base.cjs',
  'package-lock.json',
  'e2e/bench/one-bundle/webpack.config.cjs',
  'e2e/bench/one-bundle/runtime.js',
];

function newestChange(full: string): number {
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestChange(path.join(full, name))));
}

export function buildOneBundle(): string {
  const newest = Math.max(...SOURCES.map((source) => newestChange(path.join(repo, source))));
  if (existsSync(marker) && statSync(marker).mtimeMs >= newest) return ONE_BUNDLE_ROOT;
  console.log('Building the one-bundle comparison (e2e/bench/one-bundle)…');
  const result = spawnSync(
    path.join(repo, 'node_modules', '.bin', 'webpack'),
    [
      '--config',
      path.join(__dirname, 'webpack.config.cjs'),
      '--mode',
      'production',
      '--stats',
      'errors-warnings',
    ],
    { cwd: repo, stdio: 'inherit' },
  );
  if (result.status !== 0 || !existsSync(marker)) {
    throw new Error('The one-bundle build failed; see the messages above.');
  }
  return ONE_BUNDLE_ROOT;
}
