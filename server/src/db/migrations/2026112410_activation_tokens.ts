import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * decisions §5: activation needs a link e-mailed to the applicant, and an application activates
 * at most one account, ever. Activation links belong to an application (there is no user yet).
 * Before the unique index, an application that already activated two accounts (the hole this
 * closes) keeps its link to the first one only; the later accounts stay, unlinked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('activation_tokens')
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('activation_tokens_application_idx')
    .on('activation_tokens')
    .columns(['application_id', 'created_at'])
    .execute();

  await sql`update users set application_id = null
    where application_id is not null and id > (
      select min(first.id) from users first where first.application_id = users.application_id
    )`.execute(db);
  await db.schema
    .createIndex('users_application_unique')
    .on('users')
    .column('application_id')
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_application_unique').execute();
  await db.schema.dropTable('activation_tokens').execute();
}
