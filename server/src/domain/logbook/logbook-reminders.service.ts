import { DateTime } from 'luxon';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { languageOf, longDay, textsIn } from '../../lib/texts';
import { enqueueMail } from '../mail/outbox.repository';
import { underLease } from '../leases/under-lease';
import { lastFinishedWeek } from './logbook-overdue';
import { logbookReminderMail } from './logbook-reminder-mails';
import {
  listInternsToRemind,
  recordReminder,
  type ReminderWeek,
} from './logbook-reminders.repository';

const JOB = 'logbook-reminders';
/** From this hour of a working day (firm's zone) the last week's reminders go. */
export const MORNING_HOUR = 8;

/**
 * The week to remind of at `now`: the last finished one, from the first working morning after
 * it (Monday 08:00 in the firm's zone); null on a weekend or before 08:00. Later mornings of the
 * week still send what an instance that was down missed; an older week is never reminded.
 */
export function reminderWeek(zone: string, now: Date): ReminderWeek | null {
  const local = DateTime.fromJSDate(now, { zone });
  if (local.weekday > 5 || local.hour < MORNING_HOUR) return null;
  return lastFinishedWeek(zone, now);
}

/**
 * One run of the reminder job by `holder` (an instance): each intern with no submitted entry
 * for the last finished week gets one e-mail, recorded in the same transaction as it is queued.
 * Null when another instance holds the lease; else how many were reminded.
 */
export async function runLogbookReminders(
  db: Db,
  config: Config,
  holder: string,
  now = new Date(),
) {
  const week = reminderWeek(config.APP_TIMEZONE, now);
  if (!week) return 0;
  return underLease(db, JOB, holder, now, async () => {
    const interns = await listInternsToRemind(db, week);
    const sentOn = DateTime.fromJSDate(now, { zone: config.APP_TIMEZONE }).toISODate()!;
    const link = `${config.PUBLIC_URL}/internDashboard/logbook/${week.monday}`;
    let reminded = 0;
    for (const intern of interns) {
      await db.transaction().execute(async (trx) => {
        const reminder = { intern_id: intern.id, week_start: week.monday, sent_on: sentOn };
        if (!(await recordReminder(trx, reminder))) return;
        // In the intern's language (null until they sign in: English).
        const texts = textsIn(languageOf(intern.language));
        const mail = logbookReminderMail(texts, intern.name, longDay(week.monday), link);
        await enqueueMail(trx, { to: intern.email, ...mail });
        reminded += 1;
      });
    }
    return reminded;
  });
}
