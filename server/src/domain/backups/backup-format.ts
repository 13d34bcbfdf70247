import crypto from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';

/**
 * A backup file (docs/decisions.md, "Backups"): gzip of JSON lines, readable by either
 * database's restore. A header, then per table a line naming its columns, one array a row
 * (a PDF's bytes as `{"b64": …}`), and a line with its row count and SHA-256; last, the
 * sequences and an end line, whose absence marks a cut-off file.
 */
export const BACKUP_FORMAT = 'internship-programme-backup';
export const FORMAT_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** The product's version that wrote it. */
  version: string;
  dialect: 'sqlite' | 'postgres';
  /** Just before the snapshot: every write acknowledged earlier is in the file. */
  takenAt: string;
  /** The schema's migrations, as applied when it was taken. */
  migrations: { name: string; at: string }[];
}

export interface TableStart {
  table: string;
  columns: string[];
}

export interface TableEnd {
  tableEnd: string;
  rows: number;
  sha256: string;
}

export interface BackupEnd {
  end: true;
  /** Each table's last id given (SQLite's sqlite_sequence, PostgreSQL's sequences). */
  sequences: Record<string, number>;
  finishedAt: string;
}

export type Value = string | number | null | Buffer;

export function encodeRow(values: unknown[]): string {
  return JSON.stringify(
    values.map((value) => (Buffer.isBuffer(value) ? { b64: value.toString('base64') } : value)),
  );
}

export function decodeRow(line: string): Value[] {
  return (JSON.parse(line) as (Value | { b64: string })[]).map((value) =>
    value !== null && typeof value === 'object' && 'b64' in value
      ? Buffer.from(value.b64, 'base64')
      : value,
  );
}

/** A table's checksum: SHA-256 over its encoded rows in key order, the same on either database. */
export class TableChecksum {
  private hash = crypto.createHash('sha256');
  rows = 0;

  add(line: string) {
    this.hash.update(line).update('\n');
    this.rows++;
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/** Writes a backup file through gzip: 0600 from its first byte, renamed into place when done. */
export class BackupWriter {
  private readonly partial: string;
  private readonly gzip = zlib.createGzip({ level: 6 });
  private readonly out: fs.WriteStream;
  private readonly finished: Promise<void>;

  constructor(readonly file: string) {
    this.partial = `${file}.partial`;
    this.out = fs.createWriteStream(this.partial, { mode: 0o600, flags: 'wx' });
    this.finished = new Promise((resolve, reject) => {
      this.out.on('finish', resolve);
      this.out.on('error', reject);
      this.gzip.on('error', reject);
    });
    this.gzip.pipe(this.out);
  }

  async line(text: string) {
    if (!this.gzip.write(`${text}\n`)) await once(this.gzip, 'drain');
  }

  async close(): Promise<number> {
    this.gzip.end();
    await this.finished;
    fs.renameSync(this.partial, this.file);
    return fs.statSync(this.file).size;
  }

  async abandon() {
    this.gzip.destroy();
    this.out.destroy();
    fs.rmSync(this.partial, { force: true });
  }
}

/** The lines of a backup file, unzipped as they are read; a damaged file throws. */
export async function* backupLines(file: string): AsyncGenerator<string> {
  const gunzip = zlib.createGunzip({ chunkSize: 256 * 1024 });
  // An error of either stream destroys the gunzip, which ends the loop below with it.
  pipeline(fs.createReadStream(file), gunzip, () => undefined);
  const decoder = new StringDecoder('utf8');
  let parts: string[] = [];
  for await (const chunk of gunzip as AsyncIterable<Buffer>) {
    const text = decoder.write(chunk);
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      parts.push(text.slice(start, end));
      yield parts.join('');
      parts = [];
      start = end + 1;
    }
    if (start < text.length) parts.push(text.slice(start));
  }
  parts.push(decoder.end());
  if (parts.join('')) yield parts.join('');
}
