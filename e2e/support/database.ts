import path from 'node:path';
import Database from 'better-sqlite3';
import { Client } from 'pg';

/** Reads what the running server stored: its SQLite file or its PostgreSQL database. */
export interface StoredRows {
  rows: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
}

/** `$1`-style parameters on both: they are rewritten to `?` for SQLite. */
export async function openStore(dataDir: string, postgresUrl?: string): Promise<StoredRows> {
  if (postgresUrl) {
    const client = new Client({ connectionString: postgresUrl });
    await client.connect();
    return {
      rows: async <T>(sql: string, params: unknown[] = []) =>
        (await client.query(sql, params)).rows as T[],
      close: () => client.end(),
    };
  }
  const db = new Database(path.join(dataDir, 'e2e.db'), { readonly: true });
  return {
    rows: async <T>(sql: string, params: unknown[] = []) =>
      db.prepare(sql.replace(/\$\d+/g, '?')).all(...params) as T[],
    close: async () => {
      db.close();
    },
  };
}
