import type { Config } from '../../config';
import type { Db, DbOrTrx } from '../../db/database';
import { ValidationError, conflict, notFound, type FieldErrors } from '../../lib/errors';
import { m, shortDay } from '../../lib/texts';
import { todayIn } from '../../lib/time';
import { fridayOf, internshipPeriod, internshipWeeks, isInternshipWeek } from './internship-period';
import { marksToDays, shortDate, type DayMark } from './logbook-days';
import { daysOf, toEntry } from './logbook-entry';
import { findLogbookIntern } from '../users/intern-row.repository';
import { notify } from '../notifications/notifications.service';
import * as entries from './logbook.repository';

export interface EntryInput {
  Days: DayMark[];
  Activities: string;
  Learned: string;
  Hours: number | null;
}

export const FINAL = m(
  'This entry is submitted for review or signed and can no longer be changed.',
);

/** The intern's internship and the firm's today: what every logbook answer is measured by. */
export async function internshipOf(db: DbOrTrx, config: Config, internId: number) {
  const intern = await findLogbookIntern(db, internId);
  if (!intern || intern.role !== 'INT') throw notFound(m('Intern not found'));
  const today = todayIn(config.APP_TIMEZONE);
  return { intern, today, period: internshipPeriod(intern, today, config.APP_TIMEZONE) };
}

/** The intern's weeks so far, newest first, each with its entry's state. */
export async function logbookWeeks(db: Db, config: Config, internId: number) {
  const { today, period } = await internshipOf(db, config, internId);
  const rows = new Map(
    (await entries.listWeekStates(db, internId)).map((row) => [row.week_start, row]),
  );
  return {
    StartsOn: period.startsOn,
    EndsOn: period.endsOn,
    Weeks: internshipWeeks(period, today).map((monday) => {
      const row = rows.get(monday);
      return {
        WeekStart: monday,
        WeekEnd: fridayOf(monday),
        State: row?.state ?? ('not started' as const),
        Hours: row?.hours ?? null,
        Remark: row?.state === 'returned' ? row.remark : null,
      };
    }),
  };
}

export const weekNotFound = () => notFound(m('Week not found'));

/** One week of the intern's logbook: a Monday of the internship up to today, else 404. */
export async function logbookEntry(db: Db, config: Config, internId: number, monday: string) {
  const { today, period } = await internshipOf(db, config, internId);
  if (!isInternshipWeek(monday, period, today)) throw weekNotFound();
  const row = await entries.findEntryOfWeek(db, internId, monday);
  return toEntry(db, internId, monday, row, period, today);
}

/** What a submit lacks, every problem at once (422). */
function checkComplete(input: EntryInput, days: { Expected: boolean; Excused: boolean }[]) {
  const errors: FieldErrors = {};
  if (days.some((day, index) => day.Expected && !day.Excused && input.Days[index] === null)) {
    errors.Days = [m('Mark every working day present or absent before submitting.')];
  }
  if (!input.Activities) errors.Activities = [m('Write the activities before submitting.')];
  if (!input.Learned) errors.Learned = [m('Write what you learned before submitting.')];
  if (input.Hours === null) errors.Hours = [m('Enter the hours before submitting.')];
  if (Object.keys(errors).length > 0) {
    throw new ValidationError(errors, m('Complete every field before submitting the entry.'));
  }
}

/**
 * Saves the week as a draft, or submits it (docs/decisions.md, "Logbook and attendance"): only
 * a week of the internship so far, marks only on its expected days, not once submitted or
 * signed (409); a submit needs every field and the week's last working day reached.
 */
export async function writeEntry(
  db: Db,
  config: Config,
  internId: number,
  monday: string,
  input: EntryInput,
  submit: boolean,
) {
  await db.transaction().execute(async (trx) => {
    const { intern, today, period } = await internshipOf(trx, config, internId);
    if (!isInternshipWeek(monday, period, today)) throw weekNotFound();
    const days = await daysOf(trx, internId, monday, input.Days, period, today);
    if (days.some((day, index) => !day.Expected && input.Days[index] !== null)) {
      const onlyWorkingDays = m(
        'Only the working days of your internship up to today can be marked.',
      );
      throw new ValidationError({ Days: [onlyWorkingDays] }, onlyWorkingDays);
    }
    if (submit) {
      // Without an intake the internship runs on: its weeks end on Friday.
      const ends = intern.intake_ends_on;
      const lastDay = ends && ends < fridayOf(monday) ? ends : fridayOf(monday);
      if (today < lastDay) {
        throw conflict(
          m('This week can be submitted from {day}, its last working day.', {
            day: shortDay(lastDay),
          }),
        );
      }
      checkComplete(input, days);
    }
    const values = {
      days: marksToDays(input.Days),
      activities: input.Activities,
      learned: input.Learned,
      hours: input.Hours,
    };
    const written = await entries.writeEntry(trx, internId, monday, values, submit);
    if (!written) throw conflict(FINAL);
    if (submit && intern.supervisor_id !== null) {
      await notify(trx, config, {
        kind: 'logbook_submitted',
        to: intern.supervisor_id,
        actorId: internId,
        // In English: its text says the week in its reader's language (notification-kinds.ts).
        subject: shortDate(monday),
        ref: written.id,
      });
    }
  });
}
