// `npm run build -w server`: the server as plain JavaScript for `node`, so a production start
// neither needs tsx nor compiles TypeScript. Our code and the workspace's shared-api rules are
// bundled into one file per entry; every npm package stays in node_modules (native modules and
// packages that read their own files cannot be bundled safely), and their names are listed in
// dist/packages.json for `npm run package` (scripts/package.mjs).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './front-ends.mjs';

const serverDir = path.join(root, 'server');
export const serverDist = path.join(serverDir, 'dist');
const WORKSPACE_PACKAGES = /^(shared-api|shared-ui)(\/|$)/;

/** `<short commit>`, with `+changes` when the tree differs from it; null outside git. */
function gitCommit() {
  const head = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root });
  if (head.status !== 0) return null;
  const changed = spawnSync('git', ['status', '--porcelain'], { cwd: root });
  const dirty = changed.status === 0 && changed.stdout.toString().trim() !== '';
  return `${head.stdout.toString().trim()}${dirty ? '+changes' : ''}`;
}

const packageName = (request) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

const leaveNpmPackages = {
  name: 'leave-npm-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      WORKSPACE_PACKAGES.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * `outDir` must lie two folders below the repository, as server/dist does: the server finds
 * the repository from its own folder (server/src/config.ts).
 */
export async function buildServer(outDir = serverDist) {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const buildInfo = { version, commit: gitCommit() };
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    // The server and the operator's commands (package.mjs names them as the folder's scripts).
    entryPoints: {
      main: 'server/src/main.ts',
      releases: 'server/src/cli/releases.ts',
      migrate: 'server/src/cli/migrate.ts',
      backup: 'server/src/cli/backup.ts',
      restore: 'server/src/cli/restore.ts',
      'db-move': 'server/src/cli/db-move.ts',
      'rotate-credential-key': 'server/src/cli/rotate-credential-key.ts',
    },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    metafile: true,
    logLevel: 'warning',
    plugins: [leaveNpmPackages],
    define: { BUILD_INFO: JSON.stringify(buildInfo) },
  });
  // The render worker is loaded by path, beside the code that starts it.
  copyFileSync(
    path.join(serverDir, 'src', 'domain', 'server-rendering', 'render-thread.cjs'),
    path.join(outDir, 'render-thread.cjs'),
  );
  const builtins = new Set(builtinModules);
  const packages = new Set(
    Object.values(result.metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((entry) => entry.external && entry.kind !== 'require-resolve')
      .filter((entry) => !entry.path.startsWith('node:'))
      .map((entry) => packageName(entry.path))
      .filter((name) => !builtins.has(name)),
  );
  writeFileSync(
    path.join(outDir, 'packages.json'),
    `${JSON.stringify({ ...buildInfo, packages: [...packages].sort() }, null, 2)}\n`,
  );
  return buildInfo;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { version, commit } = await buildServer();
  console.log(`server built into server/dist (version ${version}, commit ${commit ?? 'none'})`);
}
