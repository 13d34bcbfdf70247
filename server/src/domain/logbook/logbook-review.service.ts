import { DateTime } from 'luxon';
import type { Config } from '../../config';
import type { Db, DbOrTrx } from '../../db/database';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { m, shortDay, type Texts } from '../../lib/texts';
import { isoNow, todayIn } from '../../lib/time';
import { notify } from '../notifications/notifications.service';
import type { Actor } from '../tasks/task-access';
import { internshipPeriod } from './internship-period';
import { shortDate } from './logbook-days';
import { findLogbookIntern } from '../users/intern-row.repository';
import { countPendingAbsences } from './logbook-lists.repository';
import { recordReturn } from './logbook-returns.repository';
import { entryReturnedMail, entrySignedMail, weekLink } from './logbook-mails';
import { toEntry } from './logbook-entry';
import * as entries from './logbook.repository';
import { listWeekTasks } from './week-tasks.repository';
import { notifyAcademicSupervisor } from '../academic-reach/academic-notifications';

export const NOT_SUBMITTED = m('Only an entry submitted for review can be signed or returned.');

/** An entry and its intern, for the intern's supervisor of the day: 404 unknown, 403 not yours. */
async function entryFor(db: DbOrTrx, actor: Actor, id: number) {
  const entry = await entries.findEntry(db, id);
  if (!entry) throw notFound(m('Entry not found'));
  const intern = await findLogbookIntern(db, entry.intern_id);
  if (!intern || intern.supervisor_id !== actor.id || intern.archived_at) {
    throw forbidden(m('This entry is not yours to review.'));
  }
  return { entry, intern };
}

/** The week's instants in UTC, from its Monday to the next, in the firm's zone. */
function weekSpan(monday: string, zone: string) {
  const start = DateTime.fromISO(monday, { zone });
  return {
    monday,
    sunday: start.plus({ days: 6 }).toISODate()!,
    from: start.toUTC().toISO()!,
    until: start.plus({ weeks: 1 }).toUTC().toISO()!,
  };
}

/** What the supervisor opens: the entry (any state) with the intern's tasks of its week. */
export async function logbookReview(db: Db, config: Config, actor: Actor, id: number) {
  const { entry, intern } = await entryFor(db, actor, id);
  const today = todayIn(config.APP_TIMEZONE);
  const period = internshipPeriod(intern, today, config.APP_TIMEZONE);
  const [answer, tasks] = await Promise.all([
    toEntry(db, intern.id, entry.week_start, entry, period, today),
    listWeekTasks(db, intern.id, weekSpan(entry.week_start, config.APP_TIMEZONE)),
  ]);
  return {
    ...answer,
    Id: entry.id,
    InternId: intern.id,
    InternName: intern.name,
    Tasks: tasks.map((task) => ({
      id: task.id,
      Task: task.title,
      Deadline: task.deadline,
      Status: task.status,
      Rating: task.rating,
    })),
  };
}

/**
 * Signs a submitted entry, or returns it with a remark (`remark` given); the intern is e-mailed
 * in the same commit. Answers the e-mail's id.
 */
export async function reviewEntry(
  db: Db,
  config: Config,
  actor: Actor & { name: string },
  id: number,
  remark: string | null,
) {
  return db.transaction().execute(async (trx) => {
    const { entry, intern } = await entryFor(trx, actor, id);
    const review = {
      state: remark === null ? ('signed' as const) : ('returned' as const),
      remark,
      reviewed_by: actor.id,
      reviewer_name: actor.name,
    };
    const now = isoNow();
    if (!(await entries.reviewEntry(trx, id, review, now))) throw conflict(NOT_SUBMITTED);
    if (remark !== null) {
      await recordReturn(trx, {
        entry_id: id,
        remark,
        returned_by: actor.id,
        returner_name: actor.name,
        returned_at: now,
      });
    }
    // The notification's subject keeps the week in English; its text says it anew.
    const week = shortDate(entry.week_start);
    const link = weekLink(config, entry.week_start);
    const day = shortDay(entry.week_start);
    const mail = (texts: Texts) =>
      remark === null
        ? entrySignedMail(texts, intern.name, actor.name, day, link)
        : entryReturnedMail(texts, intern.name, actor.name, day, remark, link);
    const mailIds = await notify(trx, config, {
      kind: remark === null ? 'logbook_signed' : 'logbook_returned',
      to: entry.intern_id,
      actorId: actor.id,
      subject: week,
      ref: entry.week_start,
      mail: { to: entry.intern_id, content: mail },
    });
    if (remark !== null) return mailIds;
    const kind = 'student_week_signed';
    const told = { kind, internId: entry.intern_id, subject: week } as const;
    return [...mailIds, ...(await notifyAcademicSupervisor(trx, config, told))];
  });
}

/** The supervisor's dashboard: entries waiting for a signature, requests for a decision. */
export async function logbookCounts(db: Db, supervisorId: number) {
  const [waiting, pending] = await Promise.all([
    entries.countWaitingEntries(db, supervisorId),
    countPendingAbsences(db, supervisorId),
  ]);
  return { Waiting: waiting, PendingAbsences: pending };
}
