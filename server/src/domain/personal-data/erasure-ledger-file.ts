import fs from 'node:fs';
import path from 'node:path';
import type { DbOrTrx } from '../../db/database';
import { ensureDir } from '../../lib/private-files';
import { erasuresAfter, type ErasureEntry } from './personal-data.repository';

/**
 * The erasure ledger's copy outside the database (docs/decisions.md, "Backups"): one JSON line
 * per erasure, next to the backups, so a restore finds the erasures made after its backup even
 * when the database they were made in is gone. Ids, kinds and times only: no personal data.
 */
export const LEDGER_FILE_NAME = 'erasure-ledger.ndjson';

const identity = (entry: ErasureEntry) =>
  `${entry.kind}:${entry.subject_id}:${entry.subject_created_at}`;

function isEntry(value: unknown): value is ErasureEntry {
  const entry = value as Partial<ErasureEntry> | null;
  return (
    (entry?.kind === 'application' || entry?.kind === 'user') &&
    Number.isInteger(entry.subject_id) &&
    typeof entry.subject_created_at === 'string' &&
    typeof entry.erased_at === 'string'
  );
}

/** The entries of a ledger file, once each; a missing file has none, a torn last line is skipped. */
export function readLedgerFile(file: string): ErasureEntry[] {
  if (!fs.existsSync(file)) return [];
  const seen = new Map<string, ErasureEntry>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      continue;
    }
    if (isEntry(value) && !seen.has(identity(value))) seen.set(identity(value), value);
  }
  return [...seen.values()];
}

/** Appends the database's ledger entries the file lacks; one sync runs at a time. */
export class LedgerFile {
  private syncedId = 0;
  private known: Set<string> | null = null;
  private running: Promise<number> = Promise.resolve(0);

  constructor(readonly file: string) {}

  sync(db: DbOrTrx): Promise<number> {
    this.running = this.running.catch(() => 0).then(() => this.append(db));
    return this.running;
  }

  private async append(db: DbOrTrx): Promise<number> {
    const rows = await erasuresAfter(db, this.syncedId);
    if (rows.length === 0) return 0;
    this.known ??= new Set(readLedgerFile(this.file).map(identity));
    const lines: string[] = [];
    for (const { id: _id, ...entry } of rows) {
      if (this.known.has(identity(entry))) continue;
      this.known.add(identity(entry));
      lines.push(`${JSON.stringify(entry)}\n`);
    }
    if (lines.length > 0) {
      ensureDir(path.dirname(this.file));
      fs.appendFileSync(this.file, lines.join(''), { mode: 0o600 });
    }
    this.syncedId = rows.at(-1)!.id;
    return lines.length;
  }
}
