import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Dialect } from '../../src/db/database';

export interface TestDatabase {
  dialect: Dialect;
  /** DATABASE_URL for the app: a SQLite file path or a postgres:// URL. */
  url: string;
  drop(): Promise<void>;
}

export const postgresUrl = process.env.TEST_DATABASE_URL;

/** The dialects this run covers: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const dialects: Dialect[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

/** A fresh, empty database of its own: a temp SQLite file, or `CREATE DATABASE t_<random>`. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'internship-test-'));
    return {
      dialect,
      url: path.join(dir, 'test.db'),
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    dialect,
    url: url.toString(),
    drop: async () => {
      // Plain DROP waits for backends still closing (pg-pool's end() resolves before its
      // sockets close; FORCE would kill them mid-goodbye: an unhandled 57P01). FORCE only for a leak.
      await withAdminClient((client) =>
        client
          .query(`DROP DATABASE IF EXISTS ${name}`)
          .catch(() => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
      );
    },
  };
}

async function withAdminClient<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs a suite once per database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set).
 * The suite gets the dialect; build an app with `useTestApp(dialect)` inside it.
 */
export function describeEachDatabase(title: string, fn: (dialect: Dialect) => void) {
  for (const dialect of dialects) {
    describe(`${title} [${dialect}]`, () => fn(dialect));
  }
}
