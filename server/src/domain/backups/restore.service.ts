import type { Db, DbOrTrx } from '../../db/database';
import { KNOWN_MIGRATIONS, KNOWN_SCHEMA, migrateKnownSchema, migrateUpTo } from '../../db/migrator';
import { keyIdOf, sealedKeyId } from '../../lib/sealed-secrets';
import { APP_VERSION } from '../../lib/version';
import { replayErasures } from '../personal-data/erasure.service';
import type { ErasureEntry } from '../personal-data/personal-data.repository';
import {
  BACKUP_FORMAT,
  backupLines,
  decodeRow,
  FORMAT_VERSION,
  TableChecksum,
  type BackupEnd,
  type BackupHeader,
  type TableEnd,
  type TableStart,
  type Value,
} from './backup-format';
import { BACKED_UP_TABLES, type BackedUpTable } from './backup-tables';
import { BackupRefused } from './backup.service';
import {
  analyze,
  countRows,
  deleteAllRows,
  insertRows,
  listTables,
  setColumn,
  setSequences,
} from './backups.repository';

export interface RestoreResult {
  header: BackupHeader;
  ms: number;
  rows: Record<string, number>;
  checksums: Record<string, string>;
  erasuresApplied: number;
}

/** Rows an insert carries at most, and the bytes (PDFs) after which it goes anyway. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 8 * 1024 * 1024;

async function readHeader(lines: AsyncIterator<string>, file: string): Promise<BackupHeader> {
  const first = await lines.next();
  let header: Partial<BackupHeader> = {};
  try {
    header = first.done ? {} : (JSON.parse(first.value) as Partial<BackupHeader>);
  } catch {
    // not a backup: said below
  }
  if (header.format !== BACKUP_FORMAT || !Array.isArray(header.migrations)) {
    throw new BackupRefused(`${file} is not a backup of this product.`);
  }
  if (header.formatVersion !== FORMAT_VERSION) {
    throw new BackupRefused(
      `${file} has backup format ${header.formatVersion}; this version (${APP_VERSION}) reads ${FORMAT_VERSION}.`,
    );
  }
  const unknown = header.migrations.filter(({ name }) => !KNOWN_MIGRATIONS.includes(name));
  if (unknown.length > 0) {
    throw new BackupRefused(
      `The backup's schema (${unknown.at(-1)!.name}, version ${header.version}) is newer than ` +
        `this version knows (${APP_VERSION}, schema ${KNOWN_SCHEMA}): restore it with version ` +
        `${header.version} or later.`,
    );
  }
  return header as BackupHeader;
}

/** One line on a file gunzip or the disk could not read through: damaged, cut off, or neither. */
function unreadable(file: string, error: unknown): BackupRefused {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'Z_DATA_ERROR') {
    return new BackupRefused(`${file} is not a backup: it is not gzip, or it is damaged.`);
  }
  if (code === 'Z_BUF_ERROR') {
    return new BackupRefused(`${file} is incomplete: it was cut off while written or copied.`);
  }
  return new BackupRefused(`${file} cannot be read: ${message}`);
}

interface TableCheck {
  name: string;
  columns: string[];
  rowProblem?: BackedUpTable['rowProblem'];
  sealed: string[];
}

/** The check of a table's rows, for a table whose rows have one. */
function tableCheck(line: string): TableCheck | null {
  const start = JSON.parse(line) as TableStart;
  const table = BACKED_UP_TABLES.find((each) => each.name === start.table);
  if (!table?.rowProblem && !table?.sealed) return null;
  const { rowProblem, sealed = [] } = table;
  return { name: table.name, columns: start.columns, rowProblem, sealed };
}

function checkRow(file: string, check: TableCheck, line: string, keyId: string) {
  const decoded = decodeRow(line);
  const row = Object.fromEntries(check.columns.map((column, i) => [column, decoded[i]]));
  const problem = check.rowProblem?.(row);
  if (problem) {
    throw new BackupRefused(`${file} holds what this product never writes: ${problem}.`);
  }
  for (const column of check.sealed) {
    const sealedWith = sealedKeyId(row[column]);
    if (row[column] !== null && sealedWith !== keyId) {
      throw new BackupRefused(
        `${file} holds ${check.name} sealed with another SECRETS_KEY (key id ${sealedWith}); ` +
          `this one's key id is ${keyId}. Restore with the SECRETS_KEY the backup was taken ` +
          'with (docs/deploy.md, "Secrets key"); nothing was changed.',
      );
    }
  }
}

/**
 * Reads the whole file before the database is touched: a file that is not gzip, is damaged, does
 * not reach its end line, holds a row the product never writes (a release id that is a path) or
 * secrets sealed with another SECRETS_KEY than `keyId`'s is refused in one sentence and changes
 * nothing.
 */
async function readThrough(file: string, keyId: string): Promise<void> {
  const lines = backupLines(file)[Symbol.asyncIterator]();
  let last = '';
  try {
    await readHeader(lines, file);
    let checked: TableCheck | null = null;
    // A line that is not JSON: the last one of a cut-off file (said below), else damage.
    let broken = false;
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      if (next.value === '') continue;
      if (broken) throw new BackupRefused(`${file} is damaged: a line of it is not JSON.`);
      last = next.value;
      try {
        if (last.startsWith('{"table"')) checked = tableCheck(last);
        else if (checked && last.startsWith('[')) checkRow(file, checked, last, keyId);
      } catch (error) {
        if (!(error instanceof SyntaxError)) throw error;
        broken = true;
      }
    }
  } catch (error) {
    throw error instanceof BackupRefused ? error : unreadable(file, error);
  } finally {
    await lines.return?.(undefined);
  }
  let end: Partial<BackupEnd> = {};
  try {
    end = JSON.parse(last) as Partial<BackupEnd>;
  } catch {
    // a line cut off: said below
  }
  if (end.end !== true) {
    throw new BackupRefused(`${file} is incomplete: it was cut off while written or copied.`);
  }
}

/** Refuses a database that has any table: a restore never mixes two installations' rows. */
async function refuseUnlessEmpty(db: Db, target: string) {
  const tables = (await listTables(db)).map((table) => table.name);
  if (tables.length === 0) return;
  const held = [];
  for (const name of ['applications', 'users', 'tasks'].filter((each) => tables.includes(each))) {
    held.push(`${await countRows(db, name)} ${name}`);
  }
  throw new BackupRefused(
    `${target} is not empty: it has ${tables.length} tables` +
      `${held.length > 0 ? ` holding ${held.join(', ')}` : ''}. ` +
      'A restore goes into a new, empty database; nothing was changed.',
  );
}

/** Collects one table's rows into inserts, checking them against the line that ends it. */
class TableLoad {
  private batch: Value[][] = [];
  private bytes = 0;
  private readonly later: [Value, Value][][];
  private readonly laterIndexes: number[];
  private readonly keyIndex: number;
  readonly checksum = new TableChecksum();

  constructor(
    private readonly db: DbOrTrx,
    readonly table: BackedUpTable,
    readonly columns: string[],
  ) {
    this.laterIndexes = (table.setAfter ?? []).map((column) => columns.indexOf(column));
    this.later = this.laterIndexes.map(() => []);
    this.keyIndex = columns.indexOf(table.key);
  }

  async add(line: string) {
    this.checksum.add(line);
    const row = decodeRow(line);
    this.laterIndexes.forEach((index, i) => {
      if (index >= 0 && row[index] !== null) {
        this.later[i].push([row[this.keyIndex], row[index]]);
        row[index] = null;
      }
    });
    this.batch.push(row);
    this.bytes += line.length;
    if (this.batch.length >= BATCH_ROWS || this.bytes >= BATCH_BYTES) await this.flush();
  }

  private async flush() {
    await insertRows(this.db, this.table.name, this.columns, this.batch);
    this.batch = [];
    this.bytes = 0;
  }

  async finish(end: TableEnd, file: string) {
    await this.flush();
    const sha256 = this.checksum.digest();
    if (end.rows !== this.checksum.rows || end.sha256 !== sha256) {
      throw new BackupRefused(
        `${file} is damaged: table ${this.table.name} does not match its checksum.`,
      );
    }
    for (const [i, index] of this.laterIndexes.entries()) {
      if (index >= 0) await setColumn(this.db, this.table, this.columns[index], this.later[i]);
    }
    return sha256;
  }
}

/**
 * Loads a backup into an empty database (the configured one, `target` naming it in messages):
 * the schema as the backup had it, every row (one transaction: all or nothing), then this
 * version's later migrations, then every erasure of the ledger the backup may predate.
 */
export async function restoreBackup(
  db: Db,
  file: string,
  target: string,
  ledger: ErasureEntry[],
  secretsKey: Buffer,
): Promise<RestoreResult> {
  const began = performance.now();
  await readThrough(file, keyIdOf(secretsKey));
  const lines = backupLines(file)[Symbol.asyncIterator]();
  try {
    const header = await readHeader(lines, file);
    await refuseUnlessEmpty(db, target);
    try {
      return await load(db, lines, file, header, ledger, began);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new BackupRefused(
        `The restore failed: ${reason}\nDo not start the server on ${target}: drop and create ` +
          'it (or delete the SQLite file), then restore again.',
        { cause: error },
      );
    }
  } finally {
    await lines.return?.(undefined);
  }
}

async function load(
  db: Db,
  lines: AsyncIterator<string>,
  file: string,
  header: BackupHeader,
  ledger: ErasureEntry[],
  began: number,
): Promise<RestoreResult> {
  await migrateUpTo(db, header.migrations.at(-1)!.name);
  const present = new Map((await listTables(db)).map((table) => [table.name, table.columns]));
  const rows: Record<string, number> = {};
  const checksums: Record<string, string> = {};
  await db.transaction().execute(async (trx) => {
    // A new schema's own rows (the three seeded positions, counts) make way for the backup's.
    for (const table of [...BACKED_UP_TABLES].reverse()) {
      if (present.has(table.name)) await deleteAllRows(trx, table.name);
    }
    await deleteAllRows(trx, 'row_counts');
    let load: TableLoad | null = null;
    let end: BackupEnd | null = null;
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const line = next.value;
      if (line === '') continue;
      if (line.startsWith('[')) {
        if (!load) throw new BackupRefused(`${file} is damaged: a row outside a table.`);
        await load.add(line);
        continue;
      }
      const item = JSON.parse(line) as Partial<TableStart & TableEnd & BackupEnd>;
      if (item.table) {
        const table = BACKED_UP_TABLES.find((each) => each.name === item.table);
        const columns = present.get(item.table!);
        const missing = item.columns!.filter((column) => !columns?.includes(column));
        if (!table || missing.length > 0) {
          throw new BackupRefused(
            `${file} has ${table ? `columns ${missing.join(', ')} of ` : ''}table ` +
              `${item.table} that its schema does not have here.`,
          );
        }
        load = new TableLoad(trx, table, item.columns!);
      } else if (item.tableEnd && load) {
        checksums[load.table.name] = await load.finish(item as TableEnd, file);
        rows[load.table.name] = load.checksum.rows;
        load = null;
      } else if (item.end) {
        end = item as BackupEnd;
      }
    }
    if (!end)
      throw new BackupRefused(`${file} ends early: it was cut off while written or copied.`);
    await setSequences(
      trx,
      BACKED_UP_TABLES.filter((table) => present.has(table.name)),
      end.sequences,
    );
  });
  await migrateKnownSchema(db);
  const erasuresApplied = await replayErasures(db, ledger);
  await analyze(db);
  return { header, ms: performance.now() - began, rows, checksums, erasuresApplied };
}
