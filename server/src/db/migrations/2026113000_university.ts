import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 70: the intern's university and academic supervisor (role ACA), who countersigns signed
 * logbook weeks and records workplace visits assessed on the university's criteria.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = isPostgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('universities')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    // JSON: [{ "Name": "Punctuality", "MaxScore": 5 }, …], the visit form's scored criteria.
    .addColumn('criteria', 'text', (c) => c.notNull().defaultTo('[]'))
    // 1: a logbook copy of this university's students needs every signed week countersigned.
    .addColumn('countersign_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('universities_name_unique')
    .on('universities')
    .expression(sql`lower(name)`)
    .unique()
    .execute();

  // An intern's university, programme and academic supervisor; an academic supervisor's university.
  await db.schema
    .alterTable('users')
    .addColumn('university_id', 'integer', (c) =>
      c.references('universities.id').onDelete('set null'),
    )
    .execute();
  await db.schema.alterTable('users').addColumn('study_programme', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('academic_supervisor_id', 'integer', (c) =>
      c.references('users.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('users_academic_supervisor')
    .on('users')
    .column('academic_supervisor_id')
    .execute();

  await db.schema
    .createTable('logbook_countersignatures')
    .addColumn('id', idType, id)
    .addColumn('entry_id', 'integer', (c) =>
      c.notNull().unique().references('logbook_entries.id').onDelete('cascade'),
    )
    .addColumn('signer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // Kept when the signer's account is erased ("a former academic supervisor").
    .addColumn('signer_name', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('workplace_visits')
    .addColumn('id', idType, id)
    .addColumn('intern_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('visitor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('visitor_name', 'text', (c) => c.notNull())
    .addColumn('visited_on', 'text', (c) => c.notNull())
    .addColumn('met', 'text', (c) => c.notNull())
    .addColumn('assessment', 'text', (c) => c.notNull())
    // JSON: [{ "Name": "Punctuality", "MaxScore": 5, "Score": 4 }, …], the criteria as they were.
    .addColumn('scores', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('workplace_visits_intern')
    .on('workplace_visits')
    .columns(['intern_id', 'visited_on'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('workplace_visits').execute();
  await db.schema.dropTable('logbook_countersignatures').execute();
  await db.schema.dropIndex('users_academic_supervisor').execute();
  await db.schema.alterTable('users').dropColumn('academic_supervisor_id').execute();
  await db.schema.alterTable('users').dropColumn('study_programme').execute();
  await db.schema.alterTable('users').dropColumn('university_id').execute();
  await db.schema.dropTable('universities').execute();
}
