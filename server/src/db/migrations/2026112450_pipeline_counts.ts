import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Applications by position and status in `row_counts` (subject `applications_by_position`,
 * bucket `<position_id>:<status>`), kept by triggers like the counts by status
 * (2026112380_row_counts), so the dashboard's pipeline reads a few rows at any size.
 * PostgreSQL appends deltas that the existing `fold_row_counts()` folds, since it folds every
 * subject; SQLite updates one row per bucket in place.
 */
const SUBJECT = 'applications_by_position';
const NAMES = ['insert', 'delete', 'update'].map((event) => `applications_by_position_${event}`);

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The bucket of a row of applications (`rows`: new, old, or a transition table's alias). */
const bucketOf = (rows: string) =>
  sql`${sql.ref(`${rows}.position_id`)} || ':' || ${sql.ref(`${rows}.status`)}`;

const fill = sql`insert into row_counts (subject, bucket, n)
  select ${sql.lit(SUBJECT)}, ${bucketOf('applications')}, count(*) from applications
  group by position_id, status`;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return upPostgres(db);
  await db.transaction().execute(async (trx) => {
    const add = (row: 'new' | 'old', delta: number) => sql`
      insert into row_counts (subject, bucket, n)
      values (${sql.lit(SUBJECT)}, ${bucketOf(row)}, ${sql.lit(delta)})
      on conflict (subject, bucket) do update set n = n + excluded.n;`;
    const [insert, remove, update] = NAMES.map((name) => sql.id(name));
    await sql`create trigger ${insert} after insert on applications
      begin ${add('new', 1)} end`.execute(trx);
    await sql`create trigger ${remove} after delete on applications
      begin ${add('old', -1)} end`.execute(trx);
    await sql`create trigger ${update} after update of position_id, status on applications
      begin ${add('old', -1)} ${add('new', 1)} end`.execute(trx);
    await fill.execute(trx);
  });
}

const EVENTS = [
  ['insert', 'new table as added'],
  ['delete', 'old table as removed'],
  ['update', 'old table as removed new table as added'],
] as const;

// The migrator runs PostgreSQL's migrations in a transaction already.
async function upPostgres(db: Kysely<any>) {
  const rows = (from: 'added' | 'removed', sign: number) =>
    sql`select ${bucketOf(from)} as bucket, ${sql.lit(sign)} as n from ${sql.table(from)}`;
  // Statement triggers see the changed rows as transition tables: one delta per bucket.
  const deltas = (parts: ReturnType<typeof rows>[]) => sql`
    insert into row_counts (subject, bucket, n)
    select ${sql.lit(SUBJECT)}, bucket, sum(n) from (${sql.join(parts, sql` union all `)}) d
    group by bucket having sum(n) <> 0;`;
  await sql`create function count_applications_by_position() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${deltas([rows('added', 1)])}
      elsif tg_op = 'DELETE' then ${deltas([rows('removed', -1)])}
      else ${deltas([rows('removed', -1), rows('added', 1)])}
      end if;
      perform fold_row_counts();
      return null;
    end $$`.execute(db);
  for (const [index, [event, tables]] of EVENTS.entries()) {
    await sql`create trigger ${sql.id(NAMES[index])} after ${sql.raw(event)} on applications
      referencing ${sql.raw(tables)}
      for each statement execute function count_applications_by_position()`.execute(db);
  }
  // After the triggers, in their transaction: a concurrent write waits, none is missed.
  await fill.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  for (const name of NAMES) {
    await (
      postgres
        ? sql`drop trigger ${sql.id(name)} on applications`
        : sql`drop trigger ${sql.id(name)}`
    ).execute(db);
  }
  if (postgres) await sql`drop function count_applications_by_position()`.execute(db);
  await db.deleteFrom('row_counts').where('subject', '=', SUBJECT).execute();
}
