import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The PostgreSQL server the tests may use (its `test` database), when it is configured. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL;

export interface PostgresDatabase {
  url: string;
  drop: () => Promise<void>;
}

async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database of its own for one journey file on the configured server. */
export async function createPostgresDatabase(): Promise<PostgresDatabase> {
  if (!POSTGRES_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
