import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Progressive releases (docs/decisions.md, "Releases to a share of users"): a package's new
 * release live for a share of the release groups (at most one open share per package), and the
 * page views and client errors each release's pages report, per minute, so that every instance
 * judges a share on the same figures.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('release_shares')
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('package', 'text', (c) => c.notNull())
    .addColumn('release_id', 'text', (c) => c.notNull())
    // The live release when the share began: the one its figures are compared with.
    .addColumn('base_release_id', 'text', (c) => c.notNull())
    .addColumn('percent', 'integer', (c) => c.notNull().check(sql`percent between 1 and 99`))
    .addColumn('auto_promote', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('percent_since', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('outcome', 'text')
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('release_shares_open')
    .on('release_shares')
    .column('package')
    .unique()
    .where(sql.ref('ended_at'), 'is', null)
    .execute();
  await db.schema
    .createTable('client_event_counts')
    .addColumn('package', 'text', (c) => c.notNull())
    .addColumn('release_id', 'text', (c) => c.notNull())
    // The minute the events were reported in, as `YYYY-MM-DDTHH:MM` (UTC).
    .addColumn('minute', 'text', (c) => c.notNull())
    .addColumn('page_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('errors', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('client_event_counts_pk', ['package', 'release_id', 'minute'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('client_event_counts').execute();
  await db.schema.dropTable('release_shares').execute();
}
