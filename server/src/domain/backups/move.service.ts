import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { schemaStatus } from '../../db/migrator';
import { backupFileName, BackupRefused, checksumTables, takeBackup } from './backup.service';
import { BACKED_UP_TABLES } from './backup-tables';
import { derivedCounts, readSequences } from './backups.repository';
import { restoreBackup } from './restore.service';

export interface TableCheck {
  table: string;
  rows: number;
  copied: number;
  same: boolean;
}

export interface MoveResult {
  backupFile: string;
  bytes: number;
  ms: number;
  tables: TableCheck[];
  countsSame: boolean;
  /** Tables whose rows changed in the source during the move (a server still writing). */
  changedSince: string[];
  /** Tables whose next id on the copy could be one the source already gave. */
  sequencesBehind: string[];
}

/**
 * Copies the configured installation into an empty database (`npm run db:move`): a backup of
 * it (kept in BACKUP_DIR, the state it was moved in), restored into the target, then each
 * table's rows counted and checksummed on both sides, and the dashboard's counts compared.
 */
export async function moveDatabase(
  source: Db,
  target: Db,
  targetName: string,
  config: Config,
): Promise<MoveResult> {
  const began = performance.now();
  const status = await schemaStatus(source);
  if (status.pending.length > 0) {
    throw new BackupRefused(
      `The database has ${status.pending.length} migration(s) pending: run \`npm run migrate\` first.`,
    );
  }
  const file = path.join(config.BACKUP_DIR, backupFileName(new Date()).replace('backup-', 'move-'));
  const backup = await takeBackup(source, file);
  // The source is the newest state: no erasure of a ledger is newer than it.
  await restoreBackup(target, file, targetName, [], config.secretsKey);
  const copied = await checksumTables(target, backup.columns);
  const tables = Object.keys(backup.rows).map((table) => ({
    table,
    rows: backup.rows[table],
    copied: copied.rows[table] ?? 0,
    same: copied.checksums[table] === backup.checksums[table],
  }));
  const [sourceCounts, targetCounts] = await Promise.all([
    derivedCounts(source),
    derivedCounts(target),
  ]);
  const now = await checksumTables(source, backup.columns);
  const [sourceSequences, targetSequences] = await Promise.all([
    readSequences(source, BACKED_UP_TABLES),
    readSequences(target, BACKED_UP_TABLES),
  ]);
  return {
    backupFile: file,
    bytes: backup.bytes,
    ms: performance.now() - began,
    tables,
    countsSame: JSON.stringify(sourceCounts) === JSON.stringify(targetCounts),
    changedSince: tables
      .filter(({ table }) => now.checksums[table] !== backup.checksums[table])
      .map(({ table }) => table),
    sequencesBehind: Object.entries(sourceSequences)
      .filter(([table, last]) => (targetSequences[table] ?? 0) < last)
      .map(([table]) => table),
  };
}
