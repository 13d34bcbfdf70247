import type { DbOrTrx } from '../../db/database';
import type { NewUser, Role } from '../../db/schema';
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
    .set({ password_hash: passwordHash, updated_at: isoNow() })
    .where('id', '=', userId)
    .execute();
}

export async function countActiveUsersByRole(db: DbOrTrx) {
  const rows = await db
    .selectFrom('users')
    .select(['role', (eb) => eb.fn.countAll<number>().as('count')])
    .where('archived_at', 'is', null)
    .groupBy('role')
    .execute();
  const counts: Record<Role, number> = { INT: 0, SUP: 0, ADM: 0 };
  for (const row of rows) counts[row.role] = Number(row.count);
  return counts;
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
