import type { DbOrTrx } from '../../db/database';
import type { Selectable } from 'kysely';
import type { AccountEventKind, DirectoriesTable } from '../../db/schema';

/** A directory's figures for the Directory sync screen: never its token. */
export type DirectoryRow = Omit<Selectable<DirectoriesTable>, 'token_hash'>;

export type DirectoryCount = 'created_count' | 'updated_count' | 'deactivated_count';

export async function insertDirectory(
  db: DbOrTrx,
  values: { name: string; tokenHash: string; now: string },
): Promise<number> {
  const row = await db
    .insertInto('directories')
    .values({
      name: values.name,
      token_hash: values.tokenHash,
      created_at: values.now,
      token_renewed_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new token for a connected directory; the old one stops at once. False if revoked or absent. */
export async function replaceToken(db: DbOrTrx, id: number, tokenHash: string, now: string) {
  const result = await db
    .updateTable('directories')
    .set({ token_hash: tokenHash, token_renewed_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Disconnects a directory: its token stops; its name stays for the history. */
export async function revokeDirectory(db: DbOrTrx, id: number, now: string) {
  const result = await db
    .updateTable('directories')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The connected directory a bearer token belongs to. */
export async function findDirectoryByToken(db: DbOrTrx, tokenHash: string) {
  return db
    .selectFrom('directories')
    .select(['id', 'name'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function findDirectory(db: DbOrTrx, id: number): Promise<DirectoryRow | undefined> {
  return db
    .selectFrom('directories')
    .select(DIRECTORY_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

const DIRECTORY_COLUMNS = [
  'id',
  'name',
  'created_at',
  'token_renewed_at',
  'revoked_at',
  'last_request_at',
  'last_error',
  'last_error_at',
  'created_count',
  'updated_count',
  'deactivated_count',
] as const;

/** Connected directories first, newest first; a firm has a handful. */
export async function listDirectories(db: DbOrTrx): Promise<DirectoryRow[]> {
  return db
    .selectFrom('directories')
    .select(DIRECTORY_COLUMNS)
    .orderBy('revoked_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

/** Every SCIM request is its last request; a refused one is also its last error. */
export async function recordRequest(
  db: DbOrTrx,
  id: number,
  at: string,
  error: string | null = null,
) {
  await db
    .updateTable('directories')
    .set(
      error === null
        ? { last_request_at: at }
        : { last_request_at: at, last_error: error, last_error_at: at },
    )
    .where('id', '=', id)
    .execute();
}

export async function countChange(db: DbOrTrx, id: number, count: DirectoryCount) {
  await db
    .updateTable('directories')
    .set((eb) => ({ [count]: eb(count, '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** A directory's change to an account, for its audit history. */
export async function recordDirectoryEvent(
  db: DbOrTrx,
  event: {
    userId: number;
    directoryId: number;
    kind: AccountEventKind;
    detail: string;
    at: string;
  },
) {
  await db
    .insertInto('account_events')
    .values({
      user_id: event.userId,
      by_user_id: null,
      by_directory_id: event.directoryId,
      kind: event.kind,
      detail: event.detail,
      at: event.at,
    })
    .execute();
}

/** The changes directories made, newest first, a page at a time (keyset on the event id). */
export async function listDirectoryChanges(
  db: DbOrTrx,
  page: { before?: number; limit: number; directoryId?: number },
) {
  let query = db
    .selectFrom('account_events as e')
    .innerJoin('directories as d', 'd.id', 'e.by_directory_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'e.id',
      'e.kind',
      'e.detail',
      'e.at',
      'd.name as directory',
      'u.id as userId',
      'u.name as userName',
    ])
    .orderBy('e.id', 'desc')
    .limit(page.limit);
  if (page.before !== undefined) query = query.where('e.id', '<', page.before);
  if (page.directoryId !== undefined)
    query = query.where('e.by_directory_id', '=', page.directoryId);
  return query.execute();
}
