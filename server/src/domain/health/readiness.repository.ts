import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A round trip to the database. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** The migrations recorded as run (Kysely's own table); empty before the first migration. */
export async function appliedMigrationNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.map((row) => row.name);
}
