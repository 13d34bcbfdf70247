import type { Config } from '../../config';
import type { DbOrTrx } from '../../db/database';
import { studentScope } from '../academic-reach/academic-reach';
import { findOwnStudent } from '../academic-reach/students.repository';
import type { NotificationKind } from '../notifications/notification-kinds';
import { notify } from '../notifications/notifications.service';

/**
 * The intern's academic supervisor, if they may still see the intern: the academic routes' own
 * rule (academic-reach.ts: an active intern, within the internship and ACADEMIC_ACCESS_DAYS
 * after it).
 */
export async function academicSupervisorInReach(db: DbOrTrx, config: Config, internId: number) {
  const named = await db
    .selectFrom('users as u')
    .innerJoin('users as aca', 'aca.id', 'u.academic_supervisor_id')
    .select('aca.id')
    .where('u.id', '=', internId)
    .where('aca.role', '=', 'ACA')
    .executeTakeFirst();
  if (!named) return null;
  const student = await findOwnStudent(db, studentScope(config, named.id), internId);
  return student ? named.id : null;
}

/**
 * Tells the intern's academic supervisor (issue 70), in the transaction of the change, if they
 * may still see the intern: the intern is the notification's `who`, their page its link.
 * Answers the e-mails queued.
 */
export async function notifyAcademicSupervisor(
  db: DbOrTrx,
  config: Config,
  event: { kind: NotificationKind; internId: number; subject?: string },
) {
  const academicId = await academicSupervisorInReach(db, config, event.internId);
  if (academicId === null) return [];
  return notify(db, config, {
    kind: event.kind,
    to: academicId,
    actorId: event.internId,
    subject: event.subject,
    ref: event.internId,
  });
}
