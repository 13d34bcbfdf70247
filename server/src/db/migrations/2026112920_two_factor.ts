import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 68, two-factor with an authenticator app: a TOTP secret per user (sealed with
 * SECRETS_KEY, unconfirmed until a first code), its single-use recovery codes (hashed), the
 * wrong codes that lock the second step out, the pending sign-ins between a right password and
 * the second step (hashed, single-use, minutes long) and an account's audit history (an
 * administrator's reset of another's second factor).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = isPostgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('two_factor_secrets')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('last_time_step', 'integer')
    .execute();
  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('two_factor_recovery_codes_user')
    .on('two_factor_recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute();
  await db.schema
    .createTable('two_factor_failures')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('two_factor_failures_user')
    .on('two_factor_failures')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('pending_sign_ins')
    .addColumn('id', idType, id)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createTable('account_events')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_events').execute();
  await db.schema.dropTable('pending_sign_ins').execute();
  await db.schema.dropTable('two_factor_failures').execute();
  await db.schema.dropTable('two_factor_recovery_codes').execute();
  await db.schema.dropTable('two_factor_secrets').execute();
}
