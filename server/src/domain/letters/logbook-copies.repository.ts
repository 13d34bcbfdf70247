import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { LogbookCopiesTable } from '../../db/schema';

/** An intern's signed entries, oldest week first: what their logbook's copy holds. */
export function listSignedEntries(db: DbOrTrx, internId: number) {
  return db
    .selectFrom('logbook_entries as e')
    .leftJoin('logbook_countersignatures as c', 'c.entry_id', 'e.id')
    .select([
      'e.week_start',
      'e.days',
      'e.hours',
      'e.activities',
      'e.learned',
      'e.reviewer_name',
      'e.reviewed_at',
      'c.signer_name as countersigner_name',
      'c.signed_at as countersigned_at',
    ])
    .where('e.intern_id', '=', internId)
    .where('e.state', '=', 'signed')
    .where('e.reviewed_at', 'is not', null)
    .$narrowType<{ reviewed_at: string }>()
    .orderBy('e.week_start')
    .execute();
}

/** Whether the intern's university needs every signed week countersigned before a copy. */
export async function countersignRequired(db: DbOrTrx, internId: number) {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('universities as un', 'un.id', 'u.university_id')
    .select('un.countersign_required')
    .where('u.id', '=', internId)
    .executeTakeFirst();
  return row?.countersign_required === 1;
}

/** Whether the intern kept a logbook: any entry of theirs, signed or not. */
export async function hasLogbook(db: DbOrTrx, internId: number) {
  const row = await db
    .selectFrom('logbook_entries')
    .select('id')
    .where('intern_id', '=', internId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The intern's approved absences touching the days from `from` to `to`. */
export function listApprovedAbsences(db: DbOrTrx, internId: number, from: string, to: string) {
  return db
    .selectFrom('absence_requests')
    .select(['first_day', 'last_day'])
    .where('intern_id', '=', internId)
    .where('state', '=', 'approved')
    .where('last_day', '>=', from)
    .where('first_day', '<=', to)
    .execute();
}

/** The copy an intern already has of exactly this content, if any. */
export function findCopyOf(db: DbOrTrx, internId: number, fingerprint: string) {
  return db
    .selectFrom('logbook_copies')
    .select('code')
    .where('intern_id', '=', internId)
    .where('fingerprint', '=', fingerprint)
    .executeTakeFirst();
}

export async function insertCopy(db: DbOrTrx, copy: Insertable<LogbookCopiesTable>) {
  await db.insertInto('logbook_copies').values(copy).execute();
}

export function findCopyByCode(db: DbOrTrx, code: string) {
  return db
    .selectFrom('logbook_copies')
    .select([
      'code',
      'intern_name',
      'position',
      'intake_name',
      'starts_on',
      'ends_on',
      'weeks_signed',
      'days_expected',
      'days_present',
      'days_excused',
      'days_absent',
      'made_on',
    ])
    .where('code', '=', code)
    .executeTakeFirst();
}

/** On an account's erasure a copy keeps what its verification page shows, not whose it was. */
export async function detachLogbookCopies(db: DbOrTrx, internId: number) {
  await db
    .updateTable('logbook_copies')
    .set({ intern_id: null })
    .where('intern_id', '=', internId)
    .execute();
}

/** For the person's copy of their data: the copies made of their logbook, oldest first. */
export function readCopyRecords(db: DbOrTrx, internId: number) {
  return db
    .selectFrom('logbook_copies')
    .select(['code', 'weeks_signed', 'days_present', 'days_expected', 'made_on', 'created_at'])
    .where('intern_id', '=', internId)
    .orderBy('id')
    .execute();
}

/** The intern's latest logbook copy, the evidence their credential names. */
export function findLatestCopy(db: DbOrTrx, internId: number) {
  return db
    .selectFrom('logbook_copies')
    .select(['code', 'weeks_signed'])
    .where('intern_id', '=', internId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The name of the intern's university, if they have one. */
export async function findUniversityName(db: DbOrTrx, internId: number) {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('universities as un', 'un.id', 'u.university_id')
    .select('un.name')
    .where('u.id', '=', internId)
    .executeTakeFirst();
  return row?.name ?? null;
}
