import { deleteTwoFactor } from '../accounts/two-factor.repository';
import type { DbOrTrx } from '../../db/database';
import type { ErasureKind, PersonalDataAction, Role } from '../../db/schema';
import { forgetMailWindows } from '../mail/mail-windows.repository';
import { deleteUserPasskeys } from '../accounts/passkeys.repository';
import { FORMER_NAME } from '../users/former-names';

export const ERASED_APPLICANT = '(erased)';

// Unique, not anyone's address (.invalid is reserved), so the e-mail indexes stay satisfied.
const erasedEmail = (kind: 'application' | 'user', id: number) =>
  `erased-${kind}-${id}@erased.invalid`;

export function findApplicationPerson(db: DbOrTrx, applicationId: number) {
  return db
    .selectFrom('applications')
    .select(['id', 'name', 'email', 'phone_number', 'status', 'erased_at', 'created_at'])
    .where('id', '=', applicationId)
    .executeTakeFirst();
}

const USER_PERSON = [
  'id',
  'name',
  'email',
  'phone_number',
  'role',
  'application_id',
  'archived_at',
  'created_at',
] as const;

export function findUserPerson(db: DbOrTrx, userId: number) {
  return db.selectFrom('users').select(USER_PERSON).where('id', '=', userId).executeTakeFirst();
}

/** The application an account (with this address) was made from, unless it was erased. */
export function findUnerasedApplicationOfAccountEmail(db: DbOrTrx, email: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('applications as a', 'a.id', 'u.application_id')
    .select(['a.id', 'a.name', 'a.email', 'a.language'])
    .where('u.email', '=', email)
    .where('a.erased_at', 'is', null)
    .orderBy('u.id', 'desc')
    .executeTakeFirst();
}

export function findUserOfApplication(db: DbOrTrx, applicationId: number) {
  return db
    .selectFrom('users')
    .select([...USER_PERSON, 'language'])
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
}

/** An administrator's export of an account made without an application. */
export async function recordUserDataExport(
  db: DbOrTrx,
  entry: { userId: number; byUserId: number; at: string },
) {
  await db
    .insertInto('user_data_exports')
    .values({ user_id: entry.userId, by_user_id: entry.byUserId, at: entry.at })
    .execute();
}

/** E-mails to or about an address: their text goes, the row stays (the history names it). */
export async function blankMailTo(db: DbOrTrx, email: string) {
  await db
    .updateTable('outbox')
    .set({ recipient: '', subject: '(erased)', body_text: '', attachments: null, last_error: null })
    .where((eb) => eb(eb.fn('lower', ['recipient']), '=', email.toLowerCase()))
    .execute();
  await db
    .deleteFrom('login_failures')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .execute();
  await forgetMailWindows(db, email);
}

export async function anonymiseApplication(db: DbOrTrx, applicationId: number, now: string) {
  await db
    .updateTable('applications')
    .set({
      name: ERASED_APPLICANT,
      email: erasedEmail('application', applicationId),
      phone_number: '',
      erased_at: now,
    })
    .where('id', '=', applicationId)
    .execute();
  await db.deleteFrom('application_files').where('application_id', '=', applicationId).execute();
  await db.deleteFrom('activation_tokens').where('application_id', '=', applicationId).execute();
  await db
    .updateTable('personal_data_links')
    .set({ used_at: now })
    .where('application_id', '=', applicationId)
    .where('used_at', 'is', null)
    .execute();
}

/** The account goes (no login, no session, no link); its rows keep a role's name. */
export async function anonymiseUser(db: DbOrTrx, userId: number, role: Role, now: string) {
  await db
    .updateTable('users')
    .set((eb) => ({
      name: FORMER_NAME[role],
      email: erasedEmail('user', userId),
      phone_number: null,
      password_hash: null,
      archived_at: eb.fn.coalesce('archived_at', eb.val(now)),
      updated_at: now,
    }))
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await db.deleteFrom('one_time_tokens').where('user_id', '=', userId).execute();
  await db.deleteFrom('sso_requests').where('user_id', '=', userId).execute();
  await db.deleteFrom('email_changes').where('user_id', '=', userId).execute();
  await deleteUserPasskeys(db, userId);
  await deleteTwoFactor(db, userId);
}

export async function createPersonalDataLink(
  db: DbOrTrx,
  link: {
    applicationId: number;
    action: PersonalDataAction;
    tokenHash: string;
    now: string;
    expiresAt: string;
  },
) {
  await db
    .insertInto('personal_data_links')
    .values({
      application_id: link.applicationId,
      action: link.action,
      token_hash: link.tokenHash,
      created_at: link.now,
      expires_at: link.expiresAt,
    })
    .execute();
}

export function findLinkByHash(db: DbOrTrx, tokenHash: string) {
  return db
    .selectFrom('personal_data_links')
    .select(['id', 'application_id', 'action', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses a link once: the conditional update lets one of two simultaneous uses win. */
export async function useLink(db: DbOrTrx, linkId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('personal_data_links')
    .set({ used_at: now })
    .where('id', '=', linkId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every application made with an address (a person may have applied more than once). */
export async function applicationIdsByEmail(db: DbOrTrx, email: string): Promise<number[]> {
  const rows = await db
    .selectFrom('applications')
    .select('id')
    .where('email', '=', email)
    .where('erased_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

export interface ErasureEntry {
  kind: ErasureKind;
  subject_id: number;
  subject_created_at: string;
  erased_at: string;
}

/** Enters an erasure in the ledger, in the erasure's transaction. */
export async function recordErasure(db: DbOrTrx, entry: ErasureEntry) {
  await db.insertInto('erasure_ledger').values(entry).execute();
}

/** The ledger's entries after `afterId`, oldest first, with their ids. */
export function erasuresAfter(db: DbOrTrx, afterId: number) {
  return db
    .selectFrom('erasure_ledger')
    .select(['id', 'kind', 'subject_id', 'subject_created_at', 'erased_at'])
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
}
