// `npm run package [-- --out <folder>]`, after `npm run build`: a folder that runs the production
// server with `node server/dist/main.js` and nothing else installed: the server's build, the
// front ends' builds (the first start makes them the first releases) and, in its own
// node_modules, only the packages they load at run time (the server's, and the libraries the
// server-rendered pages draw with), none of the devDependencies. Copy it to the host as it is
// (rsync, tar). Why not `npm ci --omit=dev`: docs/deploy.md.
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FRONT_ENDS, root } from './front-ends.mjs';
import { fontFilesKept } from './package-fonts.mjs';

const MARKER = '.internship-programme-package';

/**
 * How the package starts (docs/decisions.md, "Operations"): glibc gives each argon2
 * hash's 19 MiB back when it ends instead of keeping it in the thread's arena, and V8's young
 * generation stays small and its old one grows by a fifth at a time. `npm start` in the package, the systemd unit of docs/deploy.md and
 * the tests' packed instances start it so.
 */
export const START_ENV = { MALLOC_MMAP_THRESHOLD_: '4194304' };
export const NODE_FLAGS = ['--max-semi-space-size=2', '--heap-growing-percent=20'];
const START_COMMAND = [
  ...Object.entries(START_ENV).map(([name, value]) => `${name}=${value}`),
  'node',
  ...NODE_FLAGS,
  'server/dist/main.js',
].join(' ');
const require = createRequire(import.meta.url);

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Where Node finds package `name` when it is required from `fromDir` (inside the repository). */
function packageDir(name, fromDir) {
  for (let dir = fromDir; dir.startsWith(root); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root) break;
  }
  return undefined;
}

/**
 * The libraries the server-rendered pages require from the server's node_modules: those of the
 * front ends and of the shared packages built into them (shared-ui's routing: react-router).
 */
function renderLibraries() {
  const { SHARED_ON_SERVER } = require('../webpack.server.cjs');
  const names = [...FRONT_ENDS, 'shared-ui', 'shared-api'].flatMap((pkg) =>
    Object.keys(readJson(path.join(root, pkg, 'package.json')).dependencies ?? {}),
  );
  return [...new Set(names)].filter((name) => SHARED_ON_SERVER.test(name));
}

function linkOrCopy(source, target) {
  try {
    linkSync(source, target);
  } catch (error) {
    if (error.code !== 'EXDEV') throw error;
    copyFileSync(source, target);
  }
}

/**
 * A package's files: not its node_modules (the dependencies that resolve there are copied on
 * their own), nor, in a package compiled by node-gyp, its intermediate files under build/ (only
 * the `.node` files are loaded). `link` makes hard links instead of copies (the tests: the same
 * disk, no space, fast). `keep`, when given, names the only files to copy (package-fonts.mjs).
 */
function copyPackageFiles(
  from,
  to,
  link,
  keep,
  within = '',
  compiled = existsSync(path.join(from, 'binding.gyp')),
) {
  let made = false;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const inside = path.join(within, entry.name);
    if (entry.isDirectory()) {
      if (inside === 'node_modules') continue;
      copyPackageFiles(
        path.join(from, entry.name),
        path.join(to, entry.name),
        link,
        keep,
        inside,
        compiled,
      );
    } else if (entry.isFile()) {
      const intermediate = compiled && inside.startsWith(`build${path.sep}`);
      if (intermediate && !entry.name.endsWith('.node')) continue;
      if (keep && !keep.has(inside)) continue;
      if (!made) {
        mkdirSync(to, { recursive: true });
        made = true;
      }
      if (link) linkOrCopy(path.join(from, entry.name), path.join(to, entry.name));
      else copyFileSync(path.join(from, entry.name), path.join(to, entry.name));
    }
  }
}

/** Copies each package and what it depends on, at the same place relative to the root. */
function copyPackages(names, fromDir, out, link) {
  const copied = new Map();
  const visit = (name, from, optional) => {
    const dir = packageDir(name, from);
    if (!dir) {
      if (optional) return;
      throw new Error(`${name} (needed from ${path.relative(root, from)}) is not installed`);
    }
    if (copied.has(dir)) return;
    const manifest = readJson(path.join(dir, 'package.json'));
    copied.set(dir, manifest.version);
    copyPackageFiles(dir, path.join(out, path.relative(root, dir)), link, fontFilesKept(name, dir));
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, dir);
    for (const dependency of Object.keys(manifest.optionalDependencies ?? {})) {
      visit(dependency, dir, true);
    }
    for (const dependency of Object.keys(manifest.peerDependencies ?? {})) {
      visit(dependency, dir, true);
    }
  };
  for (const name of names) visit(name, fromDir);
  return copied;
}

export function makePackage(out, { link = false } = {}) {
  const serverDist = path.join(root, 'server', 'dist');
  if (!existsSync(path.join(serverDist, 'packages.json'))) {
    throw new Error('server/dist is missing: run `npm run build` first');
  }
  if (existsSync(out)) {
    if (!existsSync(path.join(out, MARKER))) {
      throw new Error(`${out} exists and is not a package made here; choose another --out`);
    }
    rmSync(out, { recursive: true, force: true });
  }
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, MARKER), '');
  const { version, commit, packages } = readJson(path.join(serverDist, 'packages.json'));
  cpSync(serverDist, path.join(out, 'server', 'dist'), { recursive: true });
  const frontEnds = FRONT_ENDS.filter((pkg) => existsSync(path.join(root, pkg, 'dist')));
  for (const pkg of frontEnds) {
    cpSync(path.join(root, pkg, 'dist'), path.join(out, pkg, 'dist'), { recursive: true });
  }
  const copied = copyPackages(
    [...packages, ...renderLibraries()],
    path.join(root, 'server'),
    out,
    link,
  );
  const dependencies = Object.fromEntries(
    [...copied]
      .filter(
        ([dir]) =>
          path.dirname(dir) === path.join(root, 'node_modules') ||
          path.dirname(path.dirname(dir)) === path.join(root, 'node_modules'),
      )
      .map(([dir, packageVersion]) => [
        path.relative(path.join(root, 'node_modules'), dir),
        packageVersion,
      ])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(
    path.join(out, 'package.json'),
    `${JSON.stringify(
      {
        name: 'internship-programme',
        version,
        private: true,
        description: `The production server, built from commit ${commit ?? 'unknown'}`,
        // The same commands as in the repository, so the docs' `npm run backup` works here too.
        scripts: {
          start: START_COMMAND,
          releases: 'node server/dist/releases.js list',
          rollback: 'node server/dist/releases.js rollback',
          migrate: 'node server/dist/migrate.js',
          backup: 'node server/dist/backup.js',
          restore: 'node server/dist/restore.js',
          'db:move': 'node server/dist/db-move.js',
          'credentials:rotate-key': 'node server/dist/rotate-credential-key.js',
        },
        engines: readJson(path.join(root, 'package.json')).engines,
        dependencies,
      },
      null,
      2,
    )}\n`,
  );
  return { version, commit, frontEnds, packageCount: copied.size };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, link: { type: 'boolean' } },
  });
  const out = path.resolve(values.out ?? path.join(root, 'build', 'package'));
  try {
    const { version, commit, frontEnds, packageCount } = makePackage(out, { link: values.link });
    const missing = FRONT_ENDS.filter((pkg) => !frontEnds.includes(pkg));
    console.log(
      `${path.relative(process.cwd(), out) || '.'}: version ${version} (${commit ?? 'no commit'}), ` +
        `${packageCount} packages, front ends: ${frontEnds.join(', ') || 'none'}`,
    );
    if (missing.length > 0) console.warn(`Not built, so not packed: ${missing.join(', ')}`);
    console.log(
      `Start it with: cd ${out} && NODE_ENV=production SECRETS_KEY=<your key> npm start (docs/deploy.md, "Secrets key")`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
