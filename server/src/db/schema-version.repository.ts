import { sql } from 'kysely';
import type { Db } from './database';

/** The migrations a database has applied (Kysely's own table), oldest first; none on a new one. */
export async function appliedMigrations(db: Db): Promise<{ name: string; at: string }[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === 'kysely_migration')) return [];
  const { rows } = await sql<{ name: string; at: string }>`
    select name, timestamp as at from kysely_migration order by name`.execute(db);
  return rows;
}
