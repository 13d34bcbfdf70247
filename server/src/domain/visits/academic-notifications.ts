import { DateTime } from 'luxon';
import type { Config } from '../../config';
import type { DbOrTrx } from '../../db/database';
import { todayIn } from '../../lib/time';
import type { NotificationKind } from '../notifications/notification-kinds';
import { notify } from '../notifications/notifications.service';

/** ACADEMIC_ACCESS_DAYS's default (config.ts): how long after an internship ends it is seen. */
const DEFAULT_ACCESS_DAYS = 180;

const accessDays = (config: Config) =>
  (config as Config & { ACADEMIC_ACCESS_DAYS?: number }).ACADEMIC_ACCESS_DAYS ??
  DEFAULT_ACCESS_DAYS;

/**
 * The intern's academic supervisor, if they may still see the intern: an active intern who named
 * an ACA account, whose internship runs or ended at most ACADEMIC_ACCESS_DAYS ago (without an
 * intake it runs on) — the rule the academic supervisor's own routes read.
 */
export async function academicSupervisorInReach(db: DbOrTrx, config: Config, internId: number) {
  const cutoff = DateTime.fromISO(todayIn(config.APP_TIMEZONE), { zone: 'utc' })
    .minus({ days: accessDays(config) })
    .toISODate()!;
  const row = await db
    .selectFrom('users as u')
    .innerJoin('users as aca', 'aca.id', 'u.academic_supervisor_id')
    .leftJoin('applications as a', 'a.id', 'u.application_id')
    .leftJoin('intakes as i', 'i.id', 'a.intake_id')
    .select('aca.id')
    .where('u.id', '=', internId)
    .where('u.role', '=', 'INT')
    .where('u.archived_at', 'is', null)
    .where('aca.role', '=', 'ACA')
    .where((eb) => eb.or([eb('i.ends_on', 'is', null), eb('i.ends_on', '>=', cutoff)]))
    .executeTakeFirst();
  return row?.id ?? null;
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
