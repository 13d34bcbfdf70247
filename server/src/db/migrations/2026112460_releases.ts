import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Front-end releases (docs/decisions.md, "Releases"): every release of the shell and of each
 * portal, and which one is live. In the database, so that every instance sharing it serves the
 * same releases and switches with one write.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const seq = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('releases')
    // The order releases were made in: "previous" and "the last N" follow it.
    .addColumn('seq', isPostgres ? 'serial' : 'integer', seq)
    .addColumn('package', 'text', (c) => c.notNull())
    .addColumn('release_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('git_commit', 'text')
    .addUniqueConstraint('releases_package_release_unique', ['package', 'release_id'])
    .execute();
  await db.schema
    .createTable('live_releases')
    .addColumn('package', 'text', (c) => c.primaryKey())
    .addColumn('release_id', 'text', (c) => c.notNull())
    .addColumn('switched_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_releases').execute();
  await db.schema.dropTable('releases').execute();
}
