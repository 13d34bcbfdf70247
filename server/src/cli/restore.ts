// `npm run restore -- <file> [--ledger <file>]…`: loads a backup into the configured database,
// which must be empty (a new PostgreSQL database, or a SQLite file that is not there yet), of
// either kind; then erases again everyone the erasure ledger says was erased (docs/deploy.md, "Backups").
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupRefused } from '../domain/backups/backup.service';
import { restoreBackup } from '../domain/backups/restore.service';
import { LEDGER_FILE_NAME, readLedgerFile } from '../domain/personal-data/erasure-ledger-file';
import {
  CommandRefused,
  databaseName,
  openConfiguredDatabase,
  runCommand,
  seconds,
} from './open-database';

const USAGE = 'Usage: npm run restore -- <backup file> [--ledger <erasure ledger file>]…';

/** A name as given (from where npm was run), else in BACKUP_DIR. */
function findBackup(name: string, backupDir: string): string {
  const given = path.resolve(process.env.INIT_CWD ?? process.cwd(), name);
  if (fs.existsSync(given)) return given;
  const inBackups = path.resolve(backupDir, name);
  if (fs.existsSync(inBackups)) return inBackups;
  throw new CommandRefused(
    `${name}: no such file (looked in ${path.dirname(given)} and ${backupDir}).`,
  );
}

runCommand(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { ledger: { type: 'string', multiple: true } },
  });
  if (positionals.length !== 1) throw new CommandRefused(USAGE);
  const { config, db } = openConfiguredDatabase();
  try {
    const file = findBackup(positionals[0], config.BACKUP_DIR);
    // The ledger next to the backups, next to this file, and any named: every erasure known.
    const ledgerFiles = new Set([
      path.join(config.BACKUP_DIR, LEDGER_FILE_NAME),
      path.join(path.dirname(file), LEDGER_FILE_NAME),
      ...(values.ledger ?? []).map((ledger) => findBackup(ledger, config.BACKUP_DIR)),
    ]);
    const ledger = [...ledgerFiles].flatMap((ledgerFile) => readLedgerFile(ledgerFile));
    const target = databaseName(config.database.url);
    const result = await restoreBackup(db, file, target, ledger, config.secretsKey);
    const { header, rows } = result;
    console.log(
      `Restored ${file} (taken ${header.takenAt} by version ${header.version} on ${header.dialect}) ` +
        `into ${target} in ${seconds(result.ms)}: ${rows.applications ?? 0} applications, ` +
        `${rows.application_files ?? 0} files, ${rows.users ?? 0} users, ${rows.tasks ?? 0} tasks.`,
    );
    console.log(
      `${result.erasuresApplied} erasure(s) made after the backup applied again ` +
        `(ledger: ${[...ledgerFiles].filter((each) => fs.existsSync(each)).join(', ') || 'none found'}).`,
    );
    console.log("Start the server on it: the same DATABASE_URL as this restore's.");
  } finally {
    await db.destroy();
  }
}, [BackupRefused]);
