import type { DbOrTrx } from '../../db/database';
import { isoNow } from '../../lib/time';

export interface NewPasskey {
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
}

export async function insertPasskey(db: DbOrTrx, passkey: NewPasskey, now = isoNow()) {
  const { id } = await db
    .insertInto('passkeys')
    .values({
      user_id: passkey.userId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports.join(','),
      name: passkey.name,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A user's passkeys as their profile lists them, oldest first: never the keys. */
export function listPasskeys(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function hasPasskeys(db: DbOrTrx, userId: number) {
  const row = await db
    .selectFrom('passkeys')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** What the browser needs to leave out a user's passkeys it already holds. */
export function listCredentials(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('passkeys')
    .select(['credential_id', 'transports'])
    .where('user_id', '=', userId)
    .execute();
}

export function findPasskeyByCredential(db: DbOrTrx, credentialId: string) {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

/**
 * Records a sign-in's counter, only if the counter is still the one checked: of two sign-ins
 * with the same counter, one goes through. False: another got there first.
 */
export async function recordPasskeyUse(
  db: DbOrTrx,
  id: number,
  checkedCounter: number,
  newCounter: number,
  now = isoNow(),
) {
  const result = await db
    .updateTable('passkeys')
    .set({ counter: newCounter, last_used_at: now })
    .where('id', '=', id)
    .where('counter', '=', checkedCounter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function renamePasskey(db: DbOrTrx, userId: number, id: number, name: string) {
  const result = await db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePasskey(db: DbOrTrx, userId: number, id: number) {
  const result = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** For the personal-data copy: names and dates, never the keys. */
export function readPasskeyRecords(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('passkeys')
    .select(['name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function deleteUserPasskeys(db: DbOrTrx, userId: number) {
  await db.deleteFrom('passkeys').where('user_id', '=', userId).execute();
  await db.deleteFrom('passkey_challenges').where('user_id', '=', userId).execute();
}

/** How many passkeys the user has registered. */
export async function countPasskeys(db: DbOrTrx, userId: number) {
  const row = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
