import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { AbsenceRequestsTable } from '../../db/schema';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { m, textsIn, type Texts } from '../../lib/texts';
import { todayIn } from '../../lib/time';
import { notify } from '../notifications/notifications.service';
import type { Actor } from '../tasks/task-access';
import * as absences from './absences.repository';
import { calendarDateRule } from '../../lib/fields';
import { countWorkingDays, daysFrom, internshipPeriod } from './internship-period';
import { dayRange } from './logbook-days';
import { findLogbookIntern } from '../users/intern-row.repository';
import type { AbsenceRow } from './logbook-lists.repository';
import {
  absenceDecidedMail,
  absenceRequestedMail,
  logbookLink,
  logbooksLink,
} from './logbook-mails';

export interface AbsenceInput {
  FirstDay: string;
  LastDay: string;
  Reason: AbsenceRequestsTable['reason'];
  Note: string;
}

export const OVERLAPS = m('These days overlap an absence you have already requested.');
export const DECIDED = m('This absence request has already been decided.');

/**
 * The intern asks for days off (docs/decisions.md, "Logbook and attendance"): inside the
 * internship (no end for an intern without an intake), at most calendarDateRule's longest
 * absence, with a working day, not overlapping a pending or approved request of theirs (409). Their supervisor is e-mailed in the same commit;
 * answers the e-mail's id, or undefined for an intern without a supervisor.
 */
export async function requestAbsence(
  db: Db,
  config: Config,
  internId: number,
  input: AbsenceInput,
) {
  const span = daysFrom(input.FirstDay, input.LastDay);
  if (span === 0) throw fieldError('LastDay', m('The LastDay cannot be before the FirstDay.'));
  // The span first, so that nothing below counts more days than an absence can have.
  if (span > calendarDateRule.maxAbsenceDays) {
    throw fieldError(
      'LastDay',
      m('An absence can last at most {max} days.', { max: calendarDateRule.maxAbsenceDays }),
    );
  }
  return db.transaction().execute(async (trx) => {
    const intern = await findLogbookIntern(trx, internId);
    if (!intern || intern.role !== 'INT') throw notFound(m('Intern not found'));
    const today = todayIn(config.APP_TIMEZONE);
    const period = internshipPeriod(intern, today, config.APP_TIMEZONE);
    if (input.FirstDay < period.startsOn) {
      throw fieldError(
        'FirstDay',
        m('The FirstDay cannot be before your internship starts ({date}).', {
          date: period.startsOn,
        }),
      );
    }
    if (intern.intake_ends_on && input.LastDay > intern.intake_ends_on) {
      throw fieldError(
        'LastDay',
        m('The LastDay cannot be after your internship ends ({date}).', {
          date: intern.intake_ends_on,
        }),
      );
    }
    if (countWorkingDays(input.FirstDay, input.LastDay) === 0) {
      throw fieldError('LastDay', m('The days must include a working day (Monday to Friday).'));
    }
    await absences.lockInternRequests(trx, internId);
    if (await absences.overlapsLiveRequest(trx, internId, input.FirstDay, input.LastDay)) {
      throw conflict(OVERLAPS);
    }
    await absences.insertAbsence(trx, {
      intern_id: internId,
      first_day: input.FirstDay,
      last_day: input.LastDay,
      reason: input.Reason,
      note: input.Note,
    });
    // The notification's subject keeps the days in English; its text says them anew.
    const days = dayRange(textsIn('en'), input.FirstDay, input.LastDay);
    if (intern.supervisor_id === null) return [];
    const mail = (texts: Texts) =>
      absenceRequestedMail(
        texts,
        intern.supervisor_name ?? '',
        intern.name,
        { first: input.FirstDay, last: input.LastDay },
        input.Reason,
        input.Note,
        logbooksLink(config),
      );
    return notify(trx, config, {
      kind: 'absence_requested',
      to: intern.supervisor_id,
      actorId: internId,
      subject: days,
      mail: { to: intern.supervisor_id, content: mail },
    });
  });
}

/**
 * The supervisor approves or declines a pending request of their intern (409 once decided);
 * the intern is e-mailed in the same commit. Answers the e-mail's id.
 */
export async function decideAbsence(
  db: Db,
  config: Config,
  actor: Actor & { name: string },
  id: number,
  approve: boolean,
  remark: string | null,
) {
  return db.transaction().execute(async (trx) => {
    const request = await absences.findAbsence(trx, id);
    if (!request) throw notFound(m('Absence request not found'));
    const intern = await findLogbookIntern(trx, request.intern_id);
    if (!intern || intern.supervisor_id !== actor.id || intern.archived_at) {
      throw forbidden(m('This absence request is not yours to decide.'));
    }
    const decision = {
      state: approve ? ('approved' as const) : ('declined' as const),
      remark,
      decided_by: actor.id,
    };
    if (!(await absences.decideAbsence(trx, id, decision))) throw conflict(DECIDED);
    const days = dayRange(textsIn('en'), request.first_day, request.last_day);
    const mail = (texts: Texts) =>
      absenceDecidedMail(
        texts,
        intern.name,
        actor.name,
        { first: request.first_day, last: request.last_day },
        approve,
        remark,
        logbookLink(config),
      );
    return notify(trx, config, {
      kind: approve ? 'absence_approved' : 'absence_declined',
      to: intern.id,
      actorId: actor.id,
      subject: days,
      mail: { to: intern.id, content: mail },
    });
  });
}

/** A request as the API answers it. */
export const toAbsence = (row: AbsenceRow) => ({
  Id: row.id,
  InternId: row.intern_id,
  InternName: row.intern_name,
  FirstDay: row.first_day,
  LastDay: row.last_day,
  Days: countWorkingDays(row.first_day, row.last_day),
  Reason: row.reason,
  Note: row.note,
  State: row.state,
  Remark: row.remark,
  DecidedAt: row.decided_at,
  CreatedAt: row.created_at,
});
