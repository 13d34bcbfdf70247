import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = isPostgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  const blob = isPostgres ? 'bytea' : 'blob';

  await db.schema
    .createTable('positions')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('positions_name_unique')
    .on('positions')
    .expression(sql`lower(name)`)
    .unique()
    .execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('interview_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('applications_email_open_unique')
    .on('applications')
    .column('email')
    .unique()
    .where(sql.ref('status'), 'in', ['Processing', 'Accepted', 'Passed'])
    .execute();
  await db.schema
    .createIndex('applications_status_idx')
    .on('applications')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('applications_position_idx')
    .on('applications')
    .column('position_id')
    .execute();
  await db.schema
    .createIndex('applications_email_idx')
    .on('applications')
    .columns(['email', 'created_at'])
    .execute();

  await db.schema
    .createTable('application_files')
    .addColumn('id', idType, id)
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', blob, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('application_files_kind_unique', ['application_id', 'kind'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('position_id', 'integer', (c) => c.references('positions.id'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('supervisor_id', 'integer', (c) => c.references('users.id'))
    .addColumn('application_id', 'integer', (c) => c.references('applications.id'))
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Archived accounts keep their row (their tasks and ratings stay) but free their e-mail.
  await db.schema
    .createIndex('users_email_active_unique')
    .on('users')
    .column('email')
    .unique()
    .where(sql.ref('archived_at'), 'is', null)
    .execute();
  for (const column of ['role', 'position_id', 'supervisor_id', 'application_id']) {
    await db.schema.createIndex(`users_${column}_idx`).on('users').column(column).execute();
  }

  await db.schema
    .createTable('sessions')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('one_time_tokens')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('one_time_tokens_user_idx')
    .on('one_time_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', idType, id)
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_email_idx')
    .on('login_failures')
    .columns(['email', 'created_at'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', idType, id)
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('attachments', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_due_idx')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  const now = new Date().toISOString();
  await db
    .insertInto('positions')
    .values(['Advisory', 'Engineering', 'Technology'].map((name) => ({ name, created_at: now })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'app_secrets',
    'outbox',
    'login_failures',
    'one_time_tokens',
    'sessions',
    'users',
    'application_files',
    'applications',
    'positions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
