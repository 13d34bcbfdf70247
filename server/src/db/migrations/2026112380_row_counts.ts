import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * `row_counts`: applications by status and active (not archived) users by role, kept by
 * triggers in the writing statement's transaction, so the dashboard and the unfiltered lists'
 * Total read a few rows instead of counting 100 000 (decisions "API speed").
 * - SQLite has one writer at a time: one row per (subject, bucket), updated in place.
 * - PostgreSQL: writers only append signed deltas, so no transaction ever waits on a counter
 *   row (in-place counters would serialize every apply, and two transactions moving counts in
 *   opposite directions could deadlock). Readers sum the rows. When the deltas pile up, a writer
 *   folds them into one row per bucket, under a try-lock that never waits. (At READ COMMITTED,
 *   the app's only level: a REPEATABLE READ fold could meet rows another fold deleted.)
 */
const COUNTED = [
  { table: 'applications', subject: 'applications', bucket: 'status', activeIf: null },
  { table: 'users', subject: 'active_users', bucket: 'role', activeIf: 'archived_at' },
] as const;
type Counted = (typeof COUNTED)[number];

/** Fold the deltas once their ids span more than this: a read sums at most about this many. */
const FOLD_SPAN = 256;
/** The fold's pg_try_advisory_xact_lock key: an arbitrary constant ("rowcnt" in ASCII). */
const FOLD_LOCK = 0x726f77636e74;

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Whether a row (of `rows`, an alias or nothing) counts: for users, not archived. */
const counts = ({ activeIf }: Counted, rows?: string) =>
  activeIf ? sql`${sql.ref(rows ? `${rows}.${activeIf}` : activeIf)} is null` : sql`true`;

const fill = (counted: Counted) =>
  sql`insert into row_counts (subject, bucket, n)
    select ${sql.lit(counted.subject)}, ${sql.ref(counted.bucket)}, count(*)
    from ${sql.table(counted.table)} where ${counts(counted)} group by ${sql.ref(counted.bucket)}`;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return upPostgres(db);
  // Triggers and fill in one transaction, so no write falls between them.
  await db.transaction().execute(async (trx) => {
    await sql`create table row_counts (subject text not null, bucket text not null,
      n integer not null, primary key (subject, bucket)) without rowid`.execute(trx);
    for (const counted of COUNTED) {
      const { table, subject, bucket, activeIf } = counted;
      const add = (row: 'new' | 'old', delta: number) => sql`
        insert into row_counts (subject, bucket, n)
        select ${sql.lit(subject)}, ${sql.ref(`${row}.${bucket}`)}, ${sql.lit(delta)}
        where ${counts(counted, row)}
        on conflict (subject, bucket) do update set n = n + excluded.n;`;
      const on = sql.table(table);
      const columns = sql.join([bucket, ...(activeIf ? [activeIf] : [])].map((c) => sql.ref(c)));
      await sql`create trigger ${sql.id(`${table}_counted_insert`)} after insert on ${on}
        begin ${add('new', 1)} end`.execute(trx);
      await sql`create trigger ${sql.id(`${table}_counted_delete`)} after delete on ${on}
        begin ${add('old', -1)} end`.execute(trx);
      await sql`create trigger ${sql.id(`${table}_counted_update`)}
        after update of ${columns} on ${on} begin ${add('old', -1)} ${add('new', 1)} end`.execute(
        trx,
      );
      await fill(counted).execute(trx);
    }
  });
}

async function upPostgres(db: Kysely<any>) {
  await sql`create table row_counts (id bigserial primary key, subject text not null,
    bucket text not null, n integer not null)`.execute(db);
  await sql`create function fold_row_counts() returns void language plpgsql as $$
    begin
      if (select max(id) - min(id) from row_counts) > ${sql.lit(FOLD_SPAN)} then
        if pg_try_advisory_xact_lock(${sql.lit(FOLD_LOCK)}) then
          with gone as (delete from row_counts returning subject, bucket, n)
          insert into row_counts (subject, bucket, n)
          select subject, bucket, sum(n) from gone group by subject, bucket having sum(n) <> 0;
        end if;
      end if;
    end $$`.execute(db);
  for (const counted of COUNTED) {
    const { table, subject, bucket } = counted;
    // Statement triggers see the changed rows as transition tables: one delta per bucket.
    const deltas = (parts: RawBuilder<unknown>[]) => sql`
      insert into row_counts (subject, bucket, n)
      select ${sql.lit(subject)}, bucket, sum(n) from (${sql.join(parts, sql` union all `)}) d
      group by bucket having sum(n) <> 0;`;
    const rows = (from: 'added' | 'removed', sign: number) => sql`
      select ${sql.ref(bucket)} as bucket, ${sql.lit(sign)} as n from ${sql.table(from)}
      where ${counts(counted)}`;
    await sql`create function ${sql.id(`count_${table}`)}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${deltas([rows('added', 1)])}
        elsif tg_op = 'DELETE' then ${deltas([rows('removed', -1)])}
        else ${deltas([rows('removed', -1), rows('added', 1)])}
        end if;
        perform fold_row_counts();
        return null;
      end $$`.execute(db);
    const trigger = (event: string, tables: string) =>
      sql`create trigger ${sql.id(`${table}_counted_${event}`)} after ${sql.raw(event)}
        on ${sql.table(table)} referencing ${sql.raw(tables)}
        for each statement execute function ${sql.id(`count_${table}`)}()`.execute(db);
    await trigger('insert', 'new table as added');
    await trigger('delete', 'old table as removed');
    await trigger('update', 'old table as removed new table as added');
    // After the triggers: a concurrent write waits for this transaction, none is missed.
    await fill(counted).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  for (const { table } of COUNTED) {
    for (const event of ['insert', 'delete', 'update']) {
      const name = sql.id(`${table}_counted_${event}`);
      await (
        postgres ? sql`drop trigger ${name} on ${sql.table(table)}` : sql`drop trigger ${name}`
      ).execute(db);
    }
    if (postgres) await sql`drop function ${sql.id(`count_${table}`)}()`.execute(db);
  }
  if (postgres) await sql`drop function fold_row_counts()`.execute(db);
  await db.schema.dropTable('row_counts').execute();
}
