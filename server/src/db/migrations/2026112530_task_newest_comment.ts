import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Each task's newest comment or remark (its id, author and time) on the task's own row, kept by
 * a trigger in the inserting statement's transaction. The task lists showed it through three
 * subqueries a row (SQLite) or a LATERAL join (PostgreSQL), and the Assigned Tasks order
 * ('the intern spoke last', the newest activity) needs it for every task of a supervisor
 * before it can pick a page. Comments are never deleted, and an edit keeps the author and time.
 */
const COLUMNS = ['last_comment_id', 'last_comment_user_id', 'last_comment_at'] as const;
const TRIGGER = 'comments_newest_on_task';

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The newest wins when two comments on one task commit in either order. */
const noteNewest = sql`update tasks set last_comment_id = new.id,
    last_comment_user_id = new.user_id, last_comment_at = new.created_at
  where id = new.task_id and (last_comment_id is null or last_comment_id < new.id);`;

async function addColumns(db: Kysely<any>) {
  for (const column of COLUMNS) {
    const type = column === 'last_comment_at' ? 'text' : 'integer';
    await db.schema.alterTable('tasks').addColumn(column, type).execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return upPostgres(db);
  // One transaction, so no comment falls between the trigger and the fill.
  await db.transaction().execute(async (trx) => {
    await addColumns(trx);
    await sql`create trigger ${sql.id(TRIGGER)} after insert on comments
      begin ${noteNewest} end`.execute(trx);
    // Only the tasks with comments: a large installation's others stay as they are.
    await sql`update tasks set last_comment_id =
      (select max(comments.id) from comments where comments.task_id = tasks.id)
      where tasks.id in (select task_id from comments)`.execute(trx);
    await sql`update tasks set
        last_comment_user_id = (select user_id from comments where id = tasks.last_comment_id),
        last_comment_at = (select created_at from comments where id = tasks.last_comment_id)
      where last_comment_id is not null`.execute(trx);
  });
}

// The migrator runs PostgreSQL's migrations in a transaction already.
async function upPostgres(db: Kysely<any>) {
  await addColumns(db);
  await sql`create function note_newest_comment() returns trigger language plpgsql as $$
    begin ${noteNewest} return null; end $$`.execute(db);
  await sql`create trigger ${sql.id(TRIGGER)} after insert on comments
    for each row execute function note_newest_comment()`.execute(db);
  await sql`update tasks set last_comment_id = newest.id, last_comment_user_id = newest.user_id,
      last_comment_at = newest.created_at
    from (select distinct on (task_id) task_id, id, user_id, created_at from comments
      order by task_id, id desc) newest
    where newest.task_id = tasks.id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger ${sql.id(TRIGGER)} on comments`.execute(db);
    await sql`drop function note_newest_comment()`.execute(db);
  } else {
    await sql`drop trigger ${sql.id(TRIGGER)}`.execute(db);
  }
  for (const column of COLUMNS) await db.schema.alterTable('tasks').dropColumn(column).execute();
}
