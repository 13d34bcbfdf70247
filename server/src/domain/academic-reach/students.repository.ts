import { sql, type SqlBool } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { LOGBOOK_INTERN_COLUMNS } from '../users/intern-row.repository';

/** Who asks and from which day on an ended internship is out of reach (academic-reach.ts). */
export interface StudentScope {
  academicId: number;
  /** Today less ACADEMIC_ACCESS_DAYS: an intake that ended before it is out of reach. */
  cutoff: string;
}

/**
 * docs/decisions.md, "Logbook and attendance": an active intern who named the caller as
 * their academic supervisor, whose internship ends on or after the cutoff (an intern without an
 * intake is within theirs: it runs to today). The one condition every /Academic route reads.
 */
export const isOwnStudent = (scope: StudentScope) =>
  sql<SqlBool>`(u.academic_supervisor_id = ${scope.academicId} and u.role = 'INT'
    and u.archived_at is null and (i.starts_on is null or i.ends_on >= ${scope.cutoff}))`;

/** The students' rows joined to their intake, which their period is made from. */
export const students = (db: DbOrTrx) =>
  db
    .selectFrom('users as u')
    .leftJoin('applications as a', 'a.id', 'u.application_id')
    .leftJoin('intakes as i', 'i.id', 'a.intake_id');

/** A student's row: the fields a LogbookIntern has (attendance.ts counts from them) and more. */
export const STUDENT = [
  ...LOGBOOK_INTERN_COLUMNS,
  'p.name as position',
  'u.study_programme',
  'un.name as university_name',
  'un.countersign_required',
  'un.criteria',
] as const;

/** The student, when they are the caller's (`isOwnStudent`); undefined otherwise. */
export function findOwnStudent(db: DbOrTrx, scope: StudentScope, studentId: number) {
  return students(db)
    .leftJoin('users as s', 's.id', 'u.supervisor_id')
    .leftJoin('positions as p', 'p.id', 'u.position_id')
    .leftJoin('universities as un', 'un.id', 'u.university_id')
    .select(STUDENT)
    .where('u.id', '=', studentId)
    .where(isOwnStudent(scope))
    .executeTakeFirst();
}

export type StudentRow = NonNullable<Awaited<ReturnType<typeof findOwnStudent>>>;
