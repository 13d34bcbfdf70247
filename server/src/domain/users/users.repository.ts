import type { DbOrTrx } from '../../db/database';
import type { NewUser } from '../../db/schema';
import { isoNow } from '../../lib/time';

/** The active (not archived) account with this e-mail. */
export async function findActiveUserByEmail(db: DbOrTrx, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

export async function findActiveUserById(db: DbOrTrx, id: number) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

export async function insertUser(db: DbOrTrx, user: Omit<NewUser, 'created_at' | 'updated_at'>) {
  const now = isoNow();
  const row = await db
    .insertInto('users')
    .values({ ...user, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPasswordHash(db: DbOrTrx, userId: number, passwordHash: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_change_required: 0, updated_at: isoNow() })
    .where('id', '=', userId)
    .execute();
}

export async function hasActiveAdmin(db: DbOrTrx) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'ADM')
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
