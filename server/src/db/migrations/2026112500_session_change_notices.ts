import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * On PostgreSQL, every change that can end a session or change who it is (a session revoked,
 * expired or deleted; a user's role, name, e-mail, password or archiving changed; a user
 * deleted) notifies channel `session_changes` with the user's id, so that each instance drops
 * the sessions it remembers of that user (src/plugins/session-changes.ts). A session's
 * `last_used_at` alone notifies nothing. SQLite remembers no session and needs nothing.
 */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const notifying = (name: string, idColumn: string) => sql`
  create function ${sql.id(name)}() returns trigger language plpgsql as $$
  begin
    if tg_op = 'DELETE' then
      perform pg_notify('session_changes', old.${sql.raw(idColumn)}::text);
    else
      perform pg_notify('session_changes', new.${sql.raw(idColumn)}::text);
    end if;
    return null;
  end $$`;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await notifying('notify_session_change', 'user_id').execute(db);
  await notifying('notify_user_change', 'id').execute(db);
  await sql`create trigger sessions_changed
    after update of revoked_at, expires_at, token_hash, user_id or delete on sessions
    for each row execute function notify_session_change()`.execute(db);
  await sql`create trigger users_changed
    after update of role, name, email, password_hash, archived_at or delete on users
    for each row execute function notify_user_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger users_changed on users`.execute(db);
  await sql`drop trigger sessions_changed on sessions`.execute(db);
  await sql`drop function notify_user_change()`.execute(db);
  await sql`drop function notify_session_change()`.execute(db);
}
