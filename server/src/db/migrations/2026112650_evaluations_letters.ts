import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

const CRITERIA = [
  'technical_skill',
  'quality_of_work',
  'communication',
  'teamwork',
  'initiative',
  'reliability',
] as const;

/**
 * The end of an internship (docs/decisions.md, "Evaluations and letters"): one final evaluation
 * per intern by their supervisor (a draft until submitted_at is set), and the completion letters
 * an administrator issues. A letter keeps, besides its PDF, the few facts its verification page
 * shows, so that the page still answers once the intern's account is erased (then intern_id and
 * pdf become null).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  let evaluations = db.schema
    .createTable('evaluations')
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('intern_id', 'integer', (c) => c.notNull().unique().references('users.id'))
    .addColumn('supervisor_id', 'integer', (c) => c.references('users.id'));
  for (const criterion of CRITERIA) {
    evaluations = evaluations.addColumn(criterion, 'integer', (c) =>
      c.check(sql`${sql.ref(criterion)} is null or ${sql.ref(criterion)} between 1 and 5`),
    );
  }
  await evaluations
    .addColumn('assessment', 'text')
    .addColumn('recommendation', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  const blob = isPostgres ? 'bytea' : 'blob';
  await db.schema
    .createTable('completion_letters')
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('intern_id', 'integer', (c) => c.references('users.id'))
    .addColumn('issued_by', 'integer', (c) => c.references('users.id'))
    .addColumn('intern_name', 'text', (c) => c.notNull())
    .addColumn('position', 'text')
    .addColumn('intake_name', 'text')
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('issued_on', 'text', (c) => c.notNull())
    .addColumn('pdf', blob)
    .addColumn('revoked_at', 'text')
    .addColumn('revoke_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // At most one live letter per intern, whatever two administrators do at once.
  await db.schema
    .createIndex('completion_letters_live_idx')
    .on('completion_letters')
    .column('intern_id')
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('completion_letters').execute();
  await db.schema.dropTable('evaluations').execute();
}
