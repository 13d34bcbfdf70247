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
import { promote, rollBack } from '../domain/releases/release-actions';
import { releasesOverview, SHARES_MIGRATION } from '../domain/releases/releases-overview';
import { buildDirOf } from '../domain/releases/release-files';
import { publishRelease, ReleaseRefused } from '../domain/releases/releases.service';
import { formatReleases } from './format-releases';
import { openConfiguredDatabase, readableSchema, runCommand } from './open-database';

const USAGE = `Usage:
  releases release <package> [--from <build folder>] [--force] [--share <1-99> [--auto-promote]]
  releases release <package> --promote
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
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      force: { type: 'boolean' },
      share: { type: 'string' },
      'auto-promote': { type: 'boolean' },
      promote: { type: 'boolean' },
    },
  });
  const share = values.share === undefined ? undefined : Number(values.share);
  if (share !== undefined && !(Number.isInteger(share) && share >= 1 && share <= 99)) {
    throw new ReleaseRefused(`--share must be a whole percent from 1 to 99.\n${USAGE}`);
  }
  if (values['auto-promote'] && share === undefined) {
    throw new ReleaseRefused(`--auto-promote grows a share: give --share too.\n${USAGE}`);
  }
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
    // A listing reads a schema a migration behind too (an upgrade's first step), without shares.
    const readable = command === 'list' ? await readableSchema(db) : null;
    if (!readable) await prepareSchema(db, config.MIGRATE_ON_START === 'on');
    const settings = releaseSettings(config);
    if (command === 'list') {
      const shares = !readable?.pending.includes(SHARES_MIGRATION);
      console.log(formatReleases(await releasesOverview(db, { shares })));
    } else if (command === 'rollback' && isReleasedPackage(pkg)) {
      console.log(await rollBack(db, settings, pkg, '`npm run rollback`', values));
    } else if (values.promote && isReleasedPackage(pkg)) {
      console.log(await promote(db, settings, pkg));
    } else if (isReleasedPackage(pkg)) {
      const started = Date.now();
      if (!values.from) build(pkg);
      const built = Date.now();
      const { releaseId, shared } = await publishRelease(
        db,
        settings,
        pkg,
        values.from ?? buildDirOf(config.FRONTEND_ROOT, pkg),
        { gitCommit: gitCommit(), force: values.force, share, autoPromote: values['auto-promote'] },
      );
      const reach = shared ? `live for ${share} % of users` : 'live';
      console.log(
        `${pkg} release ${releaseId} is ${reach} ` +
          `(build ${seconds(started)}, release ${seconds(built)})`,
      );
    }
  } finally {
    await db.destroy();
  }
}, [ReleaseRefused, InvalidRelease]);
