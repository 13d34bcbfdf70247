import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * In-app notifications (docs/decisions.md, "Notifications and live updates"): one row per
 * recipient and event. Who did it is a reference (`actor_id`, `application_id`, `mail_id`), not
 * a copied name, so that an erasure anonymises every notification that named the person. On
 * PostgreSQL an insert says `notifications` with the recipient's id when its transaction commits,
 * so every instance's open streams learn of it at once; the row itself is what a stream sends,
 * and a reconnect asks for the rows after the last one it saw.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('notifications')
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id'))
    .addColumn('application_id', 'integer', (c) => c.references('applications.id'))
    .addColumn('mail_id', 'integer', (c) => c.references('outbox.id'))
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ref', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  // A user's list, newest first, and a stream's catching up: both one range of this index.
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_created_idx')
    .on('notifications')
    .column('created_at')
    .execute();
  if (isPostgres) {
    await sql`create function say_notification() returns trigger language plpgsql as $$
      begin
        perform pg_notify('notifications', new.user_id::text);
        return null;
      end $$`.execute(db);
    await sql`create trigger notifications_said after insert on notifications
      for each row execute function say_notification()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop function if exists say_notification()`.execute(db);
  }
}
