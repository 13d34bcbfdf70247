import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { LEDGER_FILE_NAME, LedgerFile } from '../personal-data/erasure-ledger-file';
import { backupFileName, takeBackup, type BackupResult } from './backup.service';

/**
 * A backup into BACKUP_DIR (or `file`), after bringing the erasure ledger's file there up to
 * date, so the folder a restore reads always has every erasure its newest backup has.
 */
export async function backupNow(db: Db, config: Config, file?: string): Promise<BackupResult> {
  await new LedgerFile(path.join(config.BACKUP_DIR, LEDGER_FILE_NAME)).sync(db);
  return takeBackup(db, file ?? path.join(config.BACKUP_DIR, backupFileName(new Date())));
}
