// `npm run db:move -- --to <postgres://… | SQLite file>`: copies the configured installation
// (typically the embedded SQLite) into an empty database, checks the copy table by table, and
// says what to set next (docs/deploy.md, "Moving to PostgreSQL").
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../db/database';
import { BackupRefused } from '../domain/backups/backup.service';
import { moveDatabase } from '../domain/backups/move.service';
import {
  CommandRefused,
  databaseName,
  megabytes,
  openConfiguredDatabase,
  runCommand,
  seconds,
} from './open-database';

const USAGE = 'Usage: npm run db:move -- --to <postgres://user:password@host:5432/database>';

runCommand(async () => {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  if (!values.to) throw new CommandRefused(USAGE);
  const isPostgres = /^postgres(ql)?:\/\//i.test(values.to);
  const targetUrl = isPostgres
    ? values.to
    : path.resolve(process.env.INIT_CWD ?? process.cwd(), values.to);
  if (!isPostgres && fs.existsSync(targetUrl)) {
    throw new CommandRefused(`${targetUrl} exists: give a new file, or a postgres:// URL.`);
  }
  const { config, db } = openConfiguredDatabase({ mustExist: true });
  const targetName = databaseName(targetUrl);
  if (targetUrl === config.database.url) throw new CommandRefused('The target is the source.');
  const target = createDatabase(isPostgres ? 'postgres' : 'sqlite', targetUrl);
  try {
    const result = await moveDatabase(db, target, targetName, config);
    const width = Math.max(...result.tables.map(({ table }) => table.length));
    for (const { table, rows, copied, same } of result.tables) {
      console.log(
        `${table.padEnd(width)}  ${String(rows).padStart(9)} rows  ${same ? 'same' : `DIFFERENT (${copied} copied)`}`,
      );
    }
    const different = result.tables.filter((each) => !each.same).map((each) => each.table);
    const problems = [
      ...(different.length > 0 ? [`tables ${different.join(', ')} differ on the copy`] : []),
      ...(result.countsSame ? [] : ["the dashboard's counts differ on the copy"]),
      ...(result.sequencesBehind.length > 0
        ? [`the id sequences of ${result.sequencesBehind.join(', ')} are behind`]
        : []),
      ...(result.changedSince.length > 0
        ? [
            `the source changed while it was copied (${result.changedSince.join(', ')}): stop the server first`,
          ]
        : []),
    ];
    if (problems.length > 0) {
      throw new CommandRefused(
        `The copy is not good: ${problems.join('; ')}. Empty ${targetName} again (drop and ` +
          'create the database) and run db:move again; the source was not changed.',
      );
    }
    console.log(
      `\nCopied ${databaseName(config.database.url)} into ${targetName} in ${seconds(result.ms)}, ` +
        "and checked it: every table's rows and checksum, the dashboard's counts and the id " +
        `sequences are the same. The copy's backup is ${result.backupFile} (${megabytes(result.bytes)}).`,
    );
    console.log(
      '\nNext: stop the server if it still runs, set DATABASE_URL to the --to URL (keep DATA_DIR ' +
        `and BACKUP_DIR), start it, and check that /api/health says "${isPostgres ? 'postgres' : 'sqlite'}". Keep ` +
        `${databaseName(config.database.url)} until you are satisfied. For several instances, ` +
        'see docs/deploy.md ("Deploying several instances", MIGRATE_ON_START=off, REDIS_URL).',
    );
  } finally {
    await target.destroy();
    await db.destroy();
  }
}, [BackupRefused]);
