import type { QueryCreator } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { ApplicationStatus, Database, FileKind } from '../../db/schema';
import { isoNow } from '../../lib/time';
import type { Language } from 'shared-api/languages';

export interface NewApplication {
  name: string;
  email: string;
  phone_number: string;
  position_id: number;
  /** Null: the always-open default intake. */
  intake_id?: number | null;
  notice_version?: string | null;
  /** The language it was made in: its e-mails' (English when not given). */
  language?: Language;
}

export interface NewFile {
  kind: FileKind;
  filename: string;
  content: Buffer;
}

export const applicationView = (db: QueryCreator<Database>) =>
  db
    .selectFrom('applications')
    .innerJoin('positions', 'positions.id', 'applications.position_id')
    .select([
      'applications.id as id',
      'applications.name as name',
      'applications.email as email',
      'applications.phone_number as phone_number',
      'applications.position_id as position_id',
      'positions.name as position',
      'applications.status as status',
      'applications.interview_date as interview_date',
      'applications.created_at as created_at',
      'applications.language as language',
      // Interviews the applicant books (docs/interview-booking.md): invited, and the live booking.
      (eb) =>
        eb
          .selectFrom('interview_invitations as ii')
          .select('ii.invited_at')
          .whereRef('ii.application_id', '=', 'applications.id')
          .as('invited_at'),
      (eb) =>
        eb
          .selectFrom('interview_bookings as ib')
          .innerJoin('interview_slots as isl', 'isl.id', 'ib.slot_id')
          .select('isl.starts_at')
          .whereRef('ib.application_id', '=', 'applications.id')
          .where('ib.status', '=', 'booked')
          .as('booking_starts_at'),
    ]);

export type ApplicationView = Awaited<ReturnType<typeof findApplication>> & object;

export async function findApplication(db: DbOrTrx, id: number) {
  return applicationView(db).where('applications.id', '=', id).executeTakeFirst();
}

/** decisions §4: the status check and activation look at the newest application of an e-mail. */
export async function findNewestApplicationByEmail(db: DbOrTrx, email: string) {
  return applicationView(db)
    .where('applications.email', '=', email)
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc')
    .executeTakeFirst();
}

export async function hasOpenApplication(db: DbOrTrx, email: string) {
  const row = await db
    .selectFrom('applications')
    .select('id')
    .where('email', '=', email)
    .where('status', 'in', ['Processing', 'Accepted', 'Passed'])
    .executeTakeFirst();
  return row !== undefined;
}

export async function listApplicationsByStatus(db: DbOrTrx, statuses: ApplicationStatus[]) {
  return applicationView(db)
    .where('applications.status', 'in', statuses)
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc')
    .execute();
}

export async function insertApplicationWithFiles(
  trx: DbOrTrx,
  application: NewApplication,
  files: NewFile[],
) {
  const now = isoNow();
  const { id } = await trx
    .insertInto('applications')
    .values({ ...application, status: 'Processing', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('application_files')
    .values(
      files.map((file) => ({
        application_id: id,
        kind: file.kind,
        filename: file.filename,
        size: file.content.length,
        content: file.content,
        created_at: now,
      })),
    )
    .execute();
  return id;
}

/**
 * Moves an application to `to` only if it is still in one of `from`. Concurrent transitions
 * cannot both win: the loser updates no row.
 */
export async function transitionApplication(
  trx: DbOrTrx,
  id: number,
  from: ApplicationStatus[],
  to: ApplicationStatus,
  interviewDate?: string,
) {
  const result = await trx
    .updateTable('applications')
    .set({
      status: to,
      updated_at: isoNow(),
      ...(interviewDate ? { interview_date: interviewDate } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findApplicationFile(db: DbOrTrx, applicationId: number, kind: FileKind) {
  return db
    .selectFrom('application_files')
    .select(['filename', 'content', 'size'])
    .where('application_id', '=', applicationId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}
