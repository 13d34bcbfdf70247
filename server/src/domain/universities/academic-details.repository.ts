import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { Language } from 'shared-api/languages';
import { isoNow } from '../../lib/time';

/**
 * An active intern's university, programme and academic supervisor (an active ACA account; one
 * archived or erased reads as none). `signed_up`: the supervisor set a password or signed in.
 */
export async function findInternAcademic(db: DbOrTrx, internId: number) {
  const row = await db
    .selectFrom('users as i')
    .leftJoin('universities as u', 'u.id', 'i.university_id')
    .leftJoin('users as a', (join) =>
      join
        .onRef('a.id', '=', 'i.academic_supervisor_id')
        .on('a.role', '=', 'ACA')
        .on('a.archived_at', 'is', null),
    )
    .select((eb) => [
      'i.id',
      'i.name',
      'i.university_id',
      'u.name as university_name',
      'i.study_programme',
      'a.id as aca_id',
      'a.name as aca_name',
      'a.email as aca_email',
      sql<number>`case when ${eb.ref('a.password_hash')} is not null then 1 else 0 end`.as(
        'aca_password',
      ),
      eb
        .exists(eb.selectFrom('sessions as s').select('s.id').whereRef('s.user_id', '=', 'a.id'))
        .as('aca_session'),
    ])
    .where('i.id', '=', internId)
    .where('i.role', '=', 'INT')
    .where('i.archived_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { aca_password, aca_session, ...rest } = row;
  return { ...rest, signed_up: Number(aca_password) === 1 || Boolean(aca_session) };
}

export type InternAcademic = NonNullable<Awaited<ReturnType<typeof findInternAcademic>>>;

export async function setInternAcademic(
  db: DbOrTrx,
  internId: number,
  details: {
    university_id: number | null;
    study_programme: string | null;
    academic_supervisor_id: number | null;
  },
) {
  await db
    .updateTable('users')
    .set({ ...details, updated_at: isoNow() })
    .where('id', '=', internId)
    .execute();
}

/** A new academic supervisor: no password until they follow their invitation. */
export async function insertAcademicSupervisor(
  db: DbOrTrx,
  account: { name: string; email: string; language: Language; university_id: number | null },
) {
  const now = isoNow();
  const row = await db
    .insertInto('users')
    .values({
      ...account,
      role: 'ACA',
      password_hash: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The name of an academic supervisor who has not signed up yet, as the intern last wrote it. */
export async function renameAcademicSupervisor(db: DbOrTrx, id: number, name: string) {
  await db
    .updateTable('users')
    .set({ name, updated_at: isoNow() })
    .where('id', '=', id)
    .where('role', '=', 'ACA')
    .execute();
}

/** Interns who name an academic supervisor no longer do (the account archived or erased). */
export async function unlinkAcademicSupervisor(db: DbOrTrx, acaId: number) {
  await db
    .updateTable('users')
    .set({ academic_supervisor_id: null })
    .where('academic_supervisor_id', '=', acaId)
    .execute();
}

/**
 * Erasure (issue 70): an erased academic supervisor's countersignatures and visits stay, signed
 * "Former academic supervisor"; an erased intern's visits (assessments of them) go, and so do
 * their university, programme and academic supervisor.
 */
export async function eraseAcademicTraces(db: DbOrTrx, userId: number, formerName: string) {
  await db
    .updateTable('logbook_countersignatures')
    .set({ signer_name: formerName })
    .where('signer_id', '=', userId)
    .execute();
  await db
    .updateTable('workplace_visits')
    .set({ visitor_name: formerName })
    .where('visitor_id', '=', userId)
    .execute();
  await db.deleteFrom('workplace_visits').where('intern_id', '=', userId).execute();
  await db
    .updateTable('users')
    .set({ university_id: null, study_programme: null, academic_supervisor_id: null })
    .where('id', '=', userId)
    .execute();
  await unlinkAcademicSupervisor(db, userId);
}
