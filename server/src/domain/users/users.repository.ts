import type { DbOrTrx } from '../../db/database';
import type { Language } from 'shared-api/languages';
import type { Theme } from 'shared-api/themes';
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

/** Sets the language of a user's e-mails (a preference: not a change of their details). */
export async function setLanguage(db: DbOrTrx, userId: number, language: Language) {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

/** Sets a user's theme (a preference, shown at their next login on any browser). */
export async function setTheme(db: DbOrTrx, userId: number, theme: Theme) {
  await db.updateTable('users').set({ theme }).where('id', '=', userId).execute();
}

/**
 * Gives a user without a language this one (a first sign-in); answers the language stored, which
 * is another only when one was chosen meanwhile.
 */
export async function keepFirstLanguage(
  db: DbOrTrx,
  userId: number,
  language: Language,
): Promise<Language> {
  await db
    .updateTable('users')
    .set({ language })
    .where('id', '=', userId)
    .where('language', 'is', null)
    .execute();
  const row = await db
    .selectFrom('users')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.language ?? language;
}
