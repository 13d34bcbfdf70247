import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * PostgreSQL: a supervisor's tasks read from the indexes alone (decisions "Paged lists"). Their
 * 1 000 tasks lay on 1 000 pages of a 500 000-row table (100 at 5 000 rows), and each page and
 * count visited all of them. These indexes hold a person's tasks side by side in the lists'
 * order (deadline, id) with what their WHERE reads (the other person, the title), so the page
 * and the count are index-only scans of about 100 index pages, at any size. They replace the
 * indexes on assigned_to and assigned_by alone, which they begin with.
 * SQLite reads its scattered rows as fast at both sizes: nothing changes there.
 */
const INDEXES: [name: string, column: string, included: string, replaced: string][] = [
  ['tasks_assigned_to_deadline_idx', 'assigned_to', 'assigned_by', 'tasks_assigned_to_idx'],
  ['tasks_assigned_by_deadline_idx', 'assigned_by', 'assigned_to', 'tasks_assigned_by_idx'],
];

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [name, column, included, replaced] of INDEXES) {
    await sql`create index ${sql.id(name)} on tasks (${sql.ref(column)}, deadline, id)
      include (${sql.ref(included)}, title)`.execute(db);
    await db.schema.dropIndex(replaced).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [name, column, , replaced] of INDEXES) {
    await db.schema.createIndex(replaced).on('tasks').column(column).execute();
    await db.schema.dropIndex(name).execute();
  }
}
