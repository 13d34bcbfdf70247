import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * PostgreSQL's `row_counts` holds appended deltas that a writer folds now and then
 * (2026112380): the rows are few, but the pages their deleted versions leave behind stay in the
 * table until a vacuum can cut them off its end, and every read of a count scanned them all.
 * After seeding a million applications: 347 pages for 45 rows, 0.41 ms for each count read (a
 * dashboard, each plain page's Total), 0.03 ms through this index. SQLite's table is its own
 * primary key (subject, bucket) already.
 */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index row_counts_subject_bucket_idx on row_counts (subject, bucket)
    include (n)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index row_counts_subject_bucket_idx`.execute(db);
}
