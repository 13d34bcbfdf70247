import { sql } from 'kysely';
import { isPostgres, type Db, type DbOrTrx } from '../../db/database';
import { isoNow } from '../../lib/time';

export interface LoginAttempt {
  email: string;
  clientAddress: string;
}

/**
 * Records a login attempt before its password is checked, as `checking`; a wrong password makes
 * it a failure, a right one deletes it with the failures of its address. The attempts of one
 * e-mail commit in the order of their ids (PostgreSQL: under a lock on the e-mail; SQLite has
 * one writer), so each one that lists them sees every attempt with a lower id.
 */
export async function recordLoginAttempt(db: Db, attempt: LoginAttempt): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      await sql`select pg_advisory_xact_lock(hashtext(${attempt.email}))`.execute(trx);
    }
    const row = await trx
      .insertInto('login_failures')
      .values({
        email: attempt.email,
        client_address: attempt.clientAddress,
        created_at: isoNow(),
        checking: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** A checked attempt's password was wrong: it counts as a failure from now on. */
export async function markLoginFailed(db: DbOrTrx, id: number) {
  await db.updateTable('login_failures').set({ checking: 0 }).where('id', '=', id).execute();
}

/** Attempts and failures recorded for this e-mail from any address since `sinceIso`, oldest first. */
export async function listLoginAttempts(db: DbOrTrx, email: string, sinceIso: string) {
  return db
    .selectFrom('login_failures')
    .select(['id', 'client_address', 'created_at', 'checking'])
    .where('email', '=', email)
    .where('created_at', '>', sinceIso)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function deleteLoginAttempt(db: DbOrTrx, id: number) {
  await db.deleteFrom('login_failures').where('id', '=', id).execute();
}

/**
 * A right login: its own attempt and the failures of its e-mail from its address; attempts of
 * that address still being checked stay, to count if they fail.
 */
export async function clearLoginFailuresFrom(db: DbOrTrx, attempt: LoginAttempt, id: number) {
  await db
    .deleteFrom('login_failures')
    .where('email', '=', attempt.email)
    .where('client_address', '=', attempt.clientAddress)
    .where((eb) => eb.or([eb('checking', '=', 0), eb('id', '=', id)]))
    .execute();
}

/** The failures of one e-mail from every address (a password reset). */
export async function clearLoginFailures(db: DbOrTrx, email: string) {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}

/** Failures older than `beforeIso`, which no lock-out reads any more (the retention job). */
export async function deleteLoginFailuresBefore(db: DbOrTrx, beforeIso: string): Promise<number> {
  const result = await db
    .deleteFrom('login_failures')
    .where('created_at', '<', beforeIso)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
