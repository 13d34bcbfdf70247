import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { createDatabase, type Db } from '../../db/database';
import { LEDGER_FILE_NAME, LedgerFile } from '../personal-data/erasure-ledger-file';
import { releaseLease, takeLease } from '../leases/leases.repository';
import { backupFileName, isBackupFileName, takeBackup, type BackupResult } from './backup.service';

/**
 * A backup into BACKUP_DIR (or `file`), after bringing the erasure ledger's file there up to
 * date, so the folder a restore reads always has every erasure its newest backup has.
 */
export async function backupNow(db: Db, config: Config, file?: string): Promise<BackupResult> {
  await new LedgerFile(path.join(config.BACKUP_DIR, LEDGER_FILE_NAME)).sync(db);
  return takeBackup(db, file ?? path.join(config.BACKUP_DIR, backupFileName(new Date())));
}

const JOB = 'backup';
/** A `.partial` file this old was left by a process that stopped while writing it. */
const STALE_PARTIAL_MS = 24 * 3_600_000;

/**
 * One scheduled backup when one is due, or null. The job's lease is taken for a whole interval
 * and kept after a success: whichever instance takes it, one backup is made per interval, and
 * every other instance finds the lease held until the next is due. A failure gives it back, so
 * the next tick (of any instance) tries again.
 */
export async function runScheduledBackup(
  db: Db,
  config: Config,
  instance: string,
  now = new Date(),
): Promise<(BackupResult & { removed: string[]; due: string }) | null> {
  if (config.BACKUP_EVERY === null) return null;
  // A new holder name each time: an instance's own lease must not count as free to it.
  const holder = `${instance}:${now.toISOString()}`;
  const until = new Date(now.getTime() + config.BACKUP_EVERY).toISOString();
  if (!(await takeLease(db, JOB, holder, now.toISOString(), until))) return null;
  const own = createDatabase(config.database.dialect, config.database.url);
  try {
    const result = await backupNow(own, config);
    return {
      ...result,
      removed: pruneBackups(config.BACKUP_DIR, config.BACKUP_KEEP, now),
      due: now.toISOString(),
    };
  } catch (error) {
    await releaseLease(db, JOB, holder);
    throw error;
  } finally {
    await own.destroy();
  }
}

/** Keeps the newest `keep` backups of the default naming (a named one is the operator's). */
export function pruneBackups(dir: string, keep: number, now = new Date()): string[] {
  const names = fs.readdirSync(dir);
  const old = names.filter(isBackupFileName).sort().reverse().slice(keep);
  const stale = names.filter(
    (name) =>
      name.endsWith('.partial') &&
      now.getTime() - fs.statSync(path.join(dir, name)).mtimeMs > STALE_PARTIAL_MS,
  );
  for (const name of [...old, ...stale]) fs.rmSync(path.join(dir, name), { force: true });
  return old;
}
