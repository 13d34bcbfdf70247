import type { DbOrTrx } from '../../db/database';
import type { Insertable } from 'kysely';
import type { CompletionLettersTable } from '../../db/schema';

/** The intern as the letter names them, with the intake their application was made in. */
export function findLetterIntern(db: DbOrTrx, internId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('positions as p', 'p.id', 'u.position_id')
    .leftJoin('users as s', 's.id', 'u.supervisor_id')
    .leftJoin('applications as a', 'a.id', 'u.application_id')
    .leftJoin('intakes as i', 'i.id', 'a.intake_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.role',
      'u.created_at',
      'u.language',
      'p.name as position',
      's.name as supervisor_name',
      'i.name as intake_name',
      'i.starts_on as intake_starts_on',
      'i.ends_on as intake_ends_on',
    ])
    .where('u.id', '=', internId)
    .executeTakeFirst();
}

export async function insertLetter(db: DbOrTrx, letter: Insertable<CompletionLettersTable>) {
  const row = await db
    .insertInto('completion_letters')
    .values(letter)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const META = [
  'id',
  'code',
  'intern_id',
  'intern_name',
  'position',
  'intake_name',
  'starts_on',
  'ends_on',
  'issued_on',
  'revoked_at',
  'revoke_reason',
  'created_at',
] as const;

export type LetterMeta = NonNullable<Awaited<ReturnType<typeof findLetter>>>;

/** A letter's record without its PDF. */
export function findLetter(db: DbOrTrx, id: number) {
  return db.selectFrom('completion_letters').select(META).where('id', '=', id).executeTakeFirst();
}

export function findLetterByCode(db: DbOrTrx, code: string) {
  return db
    .selectFrom('completion_letters')
    .select(META)
    .where('code', '=', code)
    .executeTakeFirst();
}

/** An intern's letters, newest first. */
export function listInternLetters(db: DbOrTrx, internId: number) {
  return db
    .selectFrom('completion_letters')
    .select(META)
    .where('intern_id', '=', internId)
    .orderBy('id', 'desc')
    .execute();
}

/** The intern's letter that is not revoked (at most one: issuing checks it). */
export function findLiveLetter(db: DbOrTrx, internId: number) {
  return db
    .selectFrom('completion_letters')
    .select(META)
    .where('intern_id', '=', internId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function readLetterPdf(db: DbOrTrx, id: number) {
  return db
    .selectFrom('completion_letters')
    .select(['code', 'intern_id', 'pdf'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Marks a live letter revoked; false when it was already. */
export async function revokeLetter(db: DbOrTrx, id: number, reason: string, at: string) {
  const result = await db
    .updateTable('completion_letters')
    .set({ revoked_at: at, revoke_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * On an account's erasure the letters keep only what their verification page shows: the link
 * to the account, the PDF (which holds the evaluation) and the internal revoke reason go.
 */
export async function detachLetters(db: DbOrTrx, internId: number) {
  await db
    .updateTable('completion_letters')
    .set({ intern_id: null, pdf: null, issued_by: null, revoke_reason: null })
    .where('intern_id', '=', internId)
    .execute();
}

/** For the person's copy of their data: each letter's record, without the PDF. */
export function readLetterRecords(db: DbOrTrx, internId: number) {
  return db
    .selectFrom('completion_letters')
    .select([
      'code',
      'intern_name',
      'position',
      'intake_name',
      'starts_on',
      'ends_on',
      'issued_on',
      'revoked_at',
      'created_at',
    ])
    .where('intern_id', '=', internId)
    .orderBy('id')
    .execute();
}
