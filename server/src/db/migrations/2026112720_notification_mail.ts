import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * E-mail preferences for notifications (docs/decisions.md, "Notifications and live updates"):
 * one row per user and kind they chose for (none: the kind's default), and on each notification
 * whether it waits for the recipient's daily digest (`digest`: 'waiting', then 'sent').
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('notification_preferences')
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mail', 'text', (c) =>
      c.notNull().check(sql`mail in ('immediate', 'digest', 'never')`),
    )
    .execute();
  await db.schema
    .createIndex('notification_preferences_unique')
    .on('notification_preferences')
    .columns(['user_id', 'kind'])
    .unique()
    .execute();
  await db.schema
    .alterTable('notifications')
    .addColumn('digest', 'text', (c) => c.check(sql`digest in ('waiting', 'sent')`))
    .execute();
  // The digest job reads what waits, by recipient.
  await db.schema
    .createIndex('notifications_digest_idx')
    .on('notifications')
    .columns(['digest', 'user_id', 'id'])
    .where(sql.ref('digest'), '=', 'waiting')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notifications_digest_idx').execute();
  await db.schema.alterTable('notifications').dropColumn('digest').execute();
  await db.schema.dropTable('notification_preferences').execute();
}
