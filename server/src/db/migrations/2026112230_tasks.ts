import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = isPostgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('tasks')
    .addColumn('id', idType, id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('deadline', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer')
    .addColumn('assigned_to', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('assigned_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('completed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tasks_assigned_to_idx').on('tasks').column('assigned_to').execute();
  await db.schema.createIndex('tasks_assigned_by_idx').on('tasks').column('assigned_by').execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', idType, id)
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('comments_task_idx').on('comments').column('task_id').execute();
  await db.schema.createIndex('comments_user_idx').on('comments').column('user_id').execute();

  // The people lists filter on role and archived_at together.
  await db.schema
    .createIndex('users_role_archived_idx')
    .on('users')
    .columns(['role', 'archived_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_role_archived_idx').execute();
  await db.schema.dropTable('comments').execute();
  await db.schema.dropTable('tasks').execute();
}
