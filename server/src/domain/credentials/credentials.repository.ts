import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { CredentialsTable } from '../../db/schema';

/** The key that signs new credentials, if one is made yet. */
export function findCurrentKey(db: DbOrTrx) {
  return db
    .selectFrom('credential_keys')
    .select(['id', 'public_key', 'secret_key'])
    .where('current', '=', 1)
    .executeTakeFirst();
}

export function findKey(db: DbOrTrx, id: number) {
  return db
    .selectFrom('credential_keys')
    .select(['id', 'public_key', 'secret_key'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** A new current key; nothing when another is current already (the unique `current`). */
export async function insertCurrentKey(
  db: DbOrTrx,
  key: { public_key: string; secret_key: string; created_at: string },
) {
  await db
    .insertInto('credential_keys')
    .values({ ...key, current: 1 })
    .onConflict((oc) => oc.column('current').doNothing())
    .execute();
}

/** Retires the current key: it signs no new credential (its status lists it still signs). */
export async function retireCurrentKey(db: DbOrTrx, at: string) {
  await db
    .updateTable('credential_keys')
    .set({ current: null, retired_at: at })
    .where('current', '=', 1)
    .execute();
}

/** Every key's public half, current and retired: the issuers this firm has been. */
export function listPublicKeys(db: DbOrTrx) {
  return db
    .selectFrom('credential_keys')
    .select(['id', 'public_key', 'retired_at'])
    .orderBy('id')
    .execute();
}

/** The key's list with room left, if any. */
export function findOpenList(db: DbOrTrx, keyId: number) {
  return db
    .selectFrom('credential_status_lists')
    .select(['id', 'length'])
    .where('key_id', '=', keyId)
    .whereRef('next_index', '<', 'length')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertList(
  db: DbOrTrx,
  list: { key_id: number; length: number; signed: string; updated_at: string },
) {
  const row = await db
    .insertInto('credential_status_lists')
    .values(list)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Takes the list's next place (atomically: two issuers never share one); undefined if full. */
export async function takeIndex(db: DbOrTrx, listId: number) {
  const row = await db
    .updateTable('credential_status_lists')
    .set((eb) => ({ next_index: eb('next_index', '+', 1) }))
    .where('id', '=', listId)
    .whereRef('next_index', '<', 'length')
    .returning('next_index')
    .executeTakeFirst();
  return row && row.next_index - 1;
}

export function findList(db: DbOrTrx, id: number) {
  return db
    .selectFrom('credential_status_lists')
    .select(['id', 'key_id', 'length', 'signed'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function storeSignedList(db: DbOrTrx, id: number, signed: string, at: string) {
  await db
    .updateTable('credential_status_lists')
    .set({ signed, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** The places of a list's revoked credentials. */
export async function listRevokedIndexes(db: DbOrTrx, listId: number) {
  const rows = await db
    .selectFrom('credentials')
    .select('status_index')
    .where('status_list_id', '=', listId)
    .where('revoked_at', 'is not', null)
    .execute();
  return rows.map((row) => row.status_index);
}

export async function insertCredential(db: DbOrTrx, credential: Insertable<CredentialsTable>) {
  await db.insertInto('credentials').values(credential).execute();
}

const FIELDS = [
  'c.id',
  'c.letter_id',
  'c.status_list_id',
  'c.status_index',
  'c.document',
  'c.issued_at',
  'c.revoked_at',
  'l.code',
] as const;

export function findCredential(db: DbOrTrx, id: string) {
  return db
    .selectFrom('credentials as c')
    .innerJoin('completion_letters as l', 'l.id', 'c.letter_id')
    .select(FIELDS)
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export function findCredentialOfLetter(db: DbOrTrx, letterId: number) {
  return db
    .selectFrom('credentials as c')
    .innerJoin('completion_letters as l', 'l.id', 'c.letter_id')
    .select(FIELDS)
    .where('c.letter_id', '=', letterId)
    .executeTakeFirst();
}

/** Marks a letter's credential revoked; its list's id, or undefined when there is none. */
export async function revokeCredentialOf(db: DbOrTrx, letterId: number, at: string) {
  const row = await db
    .updateTable('credentials')
    .set({ revoked_at: at })
    .where('letter_id', '=', letterId)
    .where('revoked_at', 'is', null)
    .returning('status_list_id')
    .executeTakeFirst();
  return row?.status_list_id;
}

/**
 * On an account's erasure its credentials' signed JSON (which names the intern) goes; the row
 * and its status stay, so the list still answers for the copy the intern may hold.
 */
export async function eraseCredentialsOf(db: DbOrTrx, internId: number) {
  await db
    .updateTable('credentials')
    .set({ document: null })
    .where('letter_id', 'in', (eb) =>
      eb
        .selectFrom('completion_letters as l')
        .select('l.id')
        .where('l.intern_id', '=', internId),
    )
    .execute();
}

/** For the person's copy of their data: their credentials as issued, oldest first. */
export function readCredentialRecords(db: DbOrTrx, internId: number) {
  return db
    .selectFrom('credentials as c')
    .innerJoin('completion_letters as l', 'l.id', 'c.letter_id')
    .select(['c.id', 'l.code as letter_code', 'c.issued_at', 'c.revoked_at', 'c.document'])
    .where('l.intern_id', '=', internId)
    .orderBy('c.issued_at')
    .execute();
}
