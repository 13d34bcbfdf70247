import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 89: the sign-in policy reaches open sessions, and an instance remembers each session with
 * how it signed in and the policy (src/plugins/auth.ts). On PostgreSQL a session's sign-in method
 * changed (a password session upgraded by a second factor) notifies `session_changes` with its
 * user's id, as migration 2026112500's other changes do, and a change of the policy notifies it
 * without one: every instance forgets every session it remembers.
 */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const sessionsTrigger = (columns: string) => sql`create trigger sessions_changed
  after update of ${sql.raw(columns)} or delete on sessions
  for each row execute function notify_session_change()`;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger sessions_changed on sessions`.execute(db);
  await sessionsTrigger('revoked_at, expires_at, token_hash, user_id, sign_in_method').execute(db);
  await sql`create function notify_sign_in_policy_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_changes', 'sign-in-policy');
      return null;
    end $$`.execute(db);
  await sql`create trigger sign_in_policy_changed
    after insert or update or delete on sign_in_policy
    for each statement execute function notify_sign_in_policy_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger sign_in_policy_changed on sign_in_policy`.execute(db);
  await sql`drop function notify_sign_in_policy_change()`.execute(db);
  await sql`drop trigger sessions_changed on sessions`.execute(db);
  await sessionsTrigger('revoked_at, expires_at, token_hash, user_id').execute(db);
}
