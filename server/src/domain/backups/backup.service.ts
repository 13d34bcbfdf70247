import fs from 'node:fs';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import type { Db, DbOrTrx } from '../../db/database';
import { refuseNewerSchema, schemaStatus } from '../../db/migrator';
import { sqlRules } from '../../db/sql-rules';
import { ensureDir } from '../../lib/private-files';
import { APP_VERSION } from '../../lib/version';
import {
  BACKUP_FORMAT,
  BackupWriter,
  encodeRow,
  FORMAT_VERSION,
  TableChecksum,
  type BackupEnd,
  type BackupHeader,
  type TableEnd,
  type TableStart,
} from './backup-format';
import { BACKED_UP_TABLES, isDerivedTable, type BackedUpTable } from './backup-tables';
import { listTables, readAllRows, readPage, readSequences } from './backups.repository';

/** A backup or restore that cannot be made; the message says why and what to do. */
export class BackupRefused extends Error {}

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  takenAt: string;
  rows: Record<string, number>;
  checksums: Record<string, string>;
  /** Each table's columns, in the order its rows were read. */
  columns: Record<string, string[]>;
}

const BACKUP_NAME = /^backup-\d{8}T\d{6}(\d{3})?Z\.ndjson\.gz$/;

/** `backup-20261123T101500123Z.ndjson.gz`: names sort as their times do. */
export const backupFileName = (at: Date) =>
  `backup-${at.toISOString().replace(/[-:]/g, '').replace('.', '')}.ndjson.gz`;

export const isBackupFileName = (name: string) => BACKUP_NAME.test(name);

/** The tables to copy, with their columns; refuses a table it does not know. */
export async function tablesToCopy(db: DbOrTrx) {
  const present = await listTables(db);
  const unknown = present.filter(
    (table) =>
      !isDerivedTable(table.name) && !BACKED_UP_TABLES.some((known) => known.name === table.name),
  );
  if (unknown.length > 0) {
    throw new BackupRefused(
      `The database has tables a backup does not know: ${unknown.map((t) => t.name).join(', ')}.`,
    );
  }
  return BACKED_UP_TABLES.flatMap((table) => {
    const found = present.find((each) => each.name === table.name);
    return found ? [{ table, columns: found.columns }] : [];
  });
}

/** Every row of one table in key order, a page at a time, as each page is read. */
export async function* tablePages(
  db: DbOrTrx,
  table: BackedUpTable,
  columns: string[],
): AsyncGenerator<unknown[][]> {
  if (!table.numericKey) {
    const rows = await readAllRows(db, table, columns);
    if (rows.length > 0) yield rows;
    return;
  }
  const key = columns.indexOf(table.key);
  let after: number | null = null;
  for (;;) {
    const page = await readPage(db, table, columns, after);
    if (page.length > 0) yield page;
    if (page.length < table.pageRows) return;
    after = Number(page.at(-1)![key]);
    // Within the server (scheduled backups) its requests get a turn between pages.
    await setImmediate();
  }
}

/**
 * Writes a consistent snapshot of the database to `file`, through its own connection while the
 * server goes on: one read transaction (SQLite's WAL lets writers go on meanwhile; PostgreSQL
 * reads at REPEATABLE READ, as pg_dump does), so every write acknowledged before it began is
 * in it and none half-made is. The file is 0600 and appears only once complete.
 */
export async function takeBackup(db: Db, file: string): Promise<BackupResult> {
  const began = performance.now();
  const status = await schemaStatus(db);
  refuseNewerSchema(status);
  if (status.applied.length === 0) {
    throw new BackupRefused('The database has no tables yet: there is nothing to back up.');
  }
  const tables = await tablesToCopy(db);
  ensureDir(path.dirname(file));
  if (fs.existsSync(file)) throw new BackupRefused(`${file} exists already; give another name.`);
  const writer = new BackupWriter(file);
  const takenAt = new Date().toISOString();
  const rows: Record<string, number> = {};
  const checksums: Record<string, string> = {};
  const columnsOf = Object.fromEntries(tables.map(({ table, columns }) => [table.name, columns]));
  try {
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      formatVersion: FORMAT_VERSION,
      version: APP_VERSION,
      dialect: sqlRules(db).dialect,
      takenAt,
      migrations: status.applied,
    };
    await writer.line(JSON.stringify(header));
    const snapshot =
      sqlRules(db).dialect === 'postgres'
        ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only')
        : db.transaction();
    await snapshot.execute(async (trx) => {
      for (const { table, columns } of tables) {
        await writer.line(JSON.stringify({ table: table.name, columns } satisfies TableStart));
        const checksum = new TableChecksum();
        for await (const page of tablePages(trx, table, columns)) {
          const lines = page.map(encodeRow);
          for (const line of lines) checksum.add(line);
          await writer.line(lines.join('\n'));
        }
        rows[table.name] = checksum.rows;
        checksums[table.name] = checksum.digest();
        const end: TableEnd = {
          tableEnd: table.name,
          rows: checksum.rows,
          sha256: checksums[table.name],
        };
        await writer.line(JSON.stringify(end));
      }
      const sequences = await readSequences(trx, BACKED_UP_TABLES);
      const end: BackupEnd = { end: true, sequences, finishedAt: new Date().toISOString() };
      await writer.line(JSON.stringify(end));
    });
    const bytes = await writer.close();
    return {
      file,
      bytes,
      ms: performance.now() - began,
      takenAt,
      rows,
      checksums,
      columns: columnsOf,
    };
  } catch (error) {
    await writer.abandon();
    throw error;
  }
}

/**
 * Each table's row count and checksum as a backup computes them, read in one snapshot, with
 * the given columns (another database's, so both are read alike).
 */
export async function checksumTables(db: Db, columnsOf: Record<string, string[]>) {
  const tables = (await tablesToCopy(db)).filter(({ table }) => table.name in columnsOf);
  const rows: Record<string, number> = {};
  const checksums: Record<string, string> = {};
  await db.transaction().execute(async (trx) => {
    for (const { table } of tables) {
      const checksum = new TableChecksum();
      for await (const page of tablePages(trx, table, columnsOf[table.name])) {
        for (const row of page) checksum.add(encodeRow(row));
      }
      rows[table.name] = checksum.rows;
      checksums[table.name] = checksum.digest();
    }
  });
  return { rows, checksums };
}
