import type { Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 67: a share is judged on the reports of pages the server drew (docs/decisions.md,
 * "Releases to a share of users"). Each page counts one view per package (`release_report_pages`,
 * by the id its token names), and the figures are kept per client (a keyed hash of its address),
 * each capped per minute, so that a judgement can ask how many clients saw a release and how many
 * of them an error. The uncapped counts of before (`client_event_counts`) are not carried over: anyone could
 * have written them. That table is no longer written; it is dropped by a later release's contract
 * step, once no instance of this one's predecessor writes it (docs/upgrade.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('release_report_clients')
    .addColumn('package', 'text', (c) => c.notNull())
    .addColumn('release_id', 'text', (c) => c.notNull())
    // The minute the events were reported in, as `YYYY-MM-DDTHH:MM` (UTC).
    .addColumn('minute', 'text', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('page_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('errors', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('release_report_clients_pk', [
      'package',
      'release_id',
      'minute',
      'client',
    ])
    .execute();
  await db.schema
    .createTable('release_report_pages')
    .addColumn('page_id', 'text', (c) => c.notNull())
    .addColumn('package', 'text', (c) => c.notNull())
    .addColumn('minute', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('release_report_pages_pk', ['page_id', 'package'])
    .execute();
  await db.schema
    .createIndex('release_report_pages_minute')
    .on('release_report_pages')
    .column('minute')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('release_report_pages').execute();
  await db.schema.dropTable('release_report_clients').execute();
}
