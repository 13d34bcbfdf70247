// `npm run release -w <package>`, `npm run rollback -w <package>`, `npm run releases`: the
// front ends' releases (docs/decisions.md, "Releases"), on the database and RELEASES_DIR of the
// server's configuration (the same environment variables).
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { repoRoot } from '../config';
import { prepareSchema } from '../db/migrator';
import {
  InvalidRelease,
  isReleasedPackage,
  RELEASED_PACKAGES,
} from '../domain/releases/release-ids';
import { releaseSettings } from '../domain/releases/release-settings';
import {
  buildDirOf,
  describeReleases,
  publishRelease,
  ReleaseRefused,
  rollbackRelease,
} from '../domain/releases/releases.service';
import { formatReleases } from './format-releases';
import { openConfiguredDatabase, readableSchema, runCommand } from './open-database';

const USAGE = `Usage:
  releases release <package> [--from <build folder>] [--force]
  releases rollback <package> [--to <release id>] [--force]
  releases list
Packages: ${RELEASED_PACKAGES.join(', ')}`;

function gitCommit(): string | null {
  const head = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: repoRoot });
  if (head.status !== 0) return null;
  const changed = spawnSync('git', ['status', '--porcelain'], { cwd: repoRoot });
  const dirty = changed.status === 0 && changed.stdout.toString().trim() !== '';
  return `${head.stdout.toString().trim()}${dirty ? '+changes' : ''}`;
}

function build(pkg: string) {
  const result = spawnSync('npm', ['run', 'build', '-w', pkg, '--silent'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new ReleaseRefused(`${pkg}: the build failed; nothing changed`);
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

runCommand(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string' }, to: { type: 'string' }, force: { type: 'boolean' } },
  });
  const [command, pkg] = positionals;
  const needsPackage = command === 'release' || command === 'rollback';
  if (!['release', 'rollback', 'list'].includes(command ?? '') || (needsPackage && !pkg)) {
    throw new ReleaseRefused(USAGE);
  }
  if (needsPackage && !isReleasedPackage(pkg)) {
    throw new ReleaseRefused(`${pkg} is not a front-end package.\n${USAGE}`);
  }
  const { config, db } = openConfiguredDatabase();
  try {
    // A listing reads; a release or rollback writes, so it first migrates as the server would.
    if (command === 'list') await readableSchema(db);
    else await prepareSchema(db, config.MIGRATE_ON_START === 'on');
    const settings = releaseSettings(config);
    if (command === 'list') {
      console.log(formatReleases(await describeReleases(db)));
    } else if (command === 'rollback' && isReleasedPackage(pkg)) {
      const releaseId = await rollbackRelease(db, settings, pkg, {
        to: values.to,
        force: values.force,
      });
      console.log(`${pkg} release ${releaseId} is live again`);
    } else if (isReleasedPackage(pkg)) {
      const started = Date.now();
      if (!values.from) build(pkg);
      const built = Date.now();
      const { releaseId } = await publishRelease(
        db,
        settings,
        pkg,
        values.from ?? buildDirOf(config.FRONTEND_ROOT, pkg),
        { gitCommit: gitCommit(), force: values.force },
      );
      console.log(
        `${pkg} release ${releaseId} is live ` +
          `(build ${seconds(started)}, release ${seconds(built)})`,
      );
    }
  } finally {
    await db.destroy();
  }
}, [ReleaseRefused, InvalidRelease]);
