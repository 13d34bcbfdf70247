import { DateTime } from 'luxon';
import type { Config } from '../../config';
import type { DbOrTrx } from '../../db/database';
import { notFound } from '../../lib/errors';
import { m } from '../../lib/texts';
import { todayIn } from '../../lib/time';
import { findOwnStudent, type StudentScope } from './students.repository';

/**
 * docs/decisions.md, "Logbook and attendance": the academic supervisor's reach, today in the
 * firm's zone. Every /Academic route reads its students through this scope alone.
 */
export function studentScope(config: Config, academicId: number): StudentScope & { today: string } {
  const today = todayIn(config.APP_TIMEZONE);
  const cutoff = DateTime.fromISO(today, { zone: 'utc' })
    .minus({ days: config.ACADEMIC_ACCESS_DAYS })
    .toISODate()!;
  return { academicId, cutoff, today };
}

export const STUDENT_NOT_FOUND = m('Student not found');

/**
 * The caller's student: an active intern who named them, within the internship and
 * ACADEMIC_ACCESS_DAYS after it; else 404, the same whether the intern exists or not.
 */
export async function ownStudent(db: DbOrTrx, config: Config, academicId: number, id: number) {
  const scope = studentScope(config, academicId);
  const student = await findOwnStudent(db, scope, id);
  if (!student) throw notFound(STUDENT_NOT_FOUND);
  return { student, today: scope.today };
}
