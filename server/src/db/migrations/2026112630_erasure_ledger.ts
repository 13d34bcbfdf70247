import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The erasure ledger (docs/decisions.md, "Backups"): which application or account was erased
 * and when, by id and creation time only, so a restore of an older backup erases them again.
 * The people erased before this migration are entered from what erasure left behind.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('erasure_ledger')
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('subject_created_at', 'text', (c) => c.notNull())
    .addColumn('erased_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into erasure_ledger (kind, subject_id, subject_created_at, erased_at)
    select 'application', id, created_at, erased_at from applications
    where erased_at is not null order by erased_at, id`.execute(db);
  await sql`insert into erasure_ledger (kind, subject_id, subject_created_at, erased_at)
    select 'user', id, created_at, updated_at from users
    where email like '%@erased.invalid' order by updated_at, id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('erasure_ledger').execute();
}
