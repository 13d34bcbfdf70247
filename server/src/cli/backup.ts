// `npm run backup -- [file]`: a consistent snapshot of the configured database, taken while the
// server runs, into one file (default BACKUP_DIR/backup-<time>.ndjson.gz; a relative name is
// taken in BACKUP_DIR). docs/deploy.md, "Backups"; docs/decisions.md, "Backups".
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupRefused } from '../domain/backups/backup.service';
import { backupNow } from '../domain/backups/scheduled-backups';
import {
  databaseName,
  megabytes,
  openConfiguredDatabase,
  runCommand,
  seconds,
} from './open-database';

runCommand(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const { config, db } = openConfiguredDatabase({ mustExist: true });
  try {
    const file = positionals[0] ? path.resolve(config.BACKUP_DIR, positionals[0]) : undefined;
    const result = await backupNow(db, config, file);
    console.log(
      `Backed up ${databaseName(config.database.url)} to ${result.file}: ` +
        `${megabytes(result.bytes)}, ${result.rows.applications ?? 0} applications, ` +
        `${result.rows.application_files ?? 0} files, in ${seconds(result.ms)}.`,
    );
  } finally {
    await db.destroy();
  }
}, [BackupRefused]);
