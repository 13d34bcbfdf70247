import type { DbOrTrx } from '../../db/database';

/**
 * What a LogbookIntern holds, read with `u` the intern, `s` their supervisor and `i` their
 * intake: the academic supervisor's student rows select it too (academic.repository.ts).
 */
export const LOGBOOK_INTERN_COLUMNS = [
  'u.id',
  'u.name',
  'u.email',
  'u.role',
  'u.supervisor_id',
  's.name as supervisor_name',
  's.email as supervisor_email',
  'u.archived_at',
  'u.created_at',
  'i.starts_on as intake_starts_on',
  'i.ends_on as intake_ends_on',
] as const;

/**
 * The intern a logbook belongs to: who they are, their supervisor, and what their internship's
 * dates are made from (their intake's, else the day their account was made).
 */
export function findLogbookIntern(db: DbOrTrx, internId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('users as s', 's.id', 'u.supervisor_id')
    .leftJoin('applications as a', 'a.id', 'u.application_id')
    .leftJoin('intakes as i', 'i.id', 'a.intake_id')
    .select(LOGBOOK_INTERN_COLUMNS)
    .where('u.id', '=', internId)
    .executeTakeFirst();
}

export type LogbookIntern = NonNullable<Awaited<ReturnType<typeof findLogbookIntern>>>;
