import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Every time a logbook week was returned: its remark, who returned it and when. The entry's own
 * `remark` holds only the last review, and signing clears it, so a signed week forgot why it had
 * been sent back. `returner_name` keeps the supervisor's name as `reviewer_name` does.
 *
 * Weeks returned before this table existed bring their last return with them: an entry whose
 * remark is still set was returned (signing clears it), by `reviewed_by` at `reviewed_at`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('logbook_returns')
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('logbook_entries.id'))
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('returned_by', 'integer', (c) => c.references('users.id'))
    .addColumn('returner_name', 'text')
    .addColumn('returned_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('logbook_returns_entry_idx')
    .on('logbook_returns')
    .columns(['entry_id', 'id'])
    .execute();
  // The supervisor's copy of their data lists the remarks they wrote.
  await db.schema
    .createIndex('logbook_returns_returned_by_idx')
    .on('logbook_returns')
    .column('returned_by')
    .execute();
  await sql`insert into logbook_returns (entry_id, remark, returned_by, returner_name, returned_at)
    select id, remark, reviewed_by, reviewer_name, coalesce(reviewed_at, updated_at)
    from logbook_entries where remark is not null
    order by id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('logbook_returns').execute();
}
