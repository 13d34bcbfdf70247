import type { Db } from '../../db/database';
import { languageOf, textsIn } from '../../lib/texts';
import { DAY } from '../../lib/time';
import type { Config } from '../../config';
import { findApplication } from '../applications/applications.repository';
import { underLease } from '../leases/under-lease';
import { enqueueMail } from '../mail/outbox.repository';
import { moment, reminderMail } from './interview-mails';
import * as repo from './interviews.repository';

const JOB = 'interview-reminders';
/** Bookings one run reminds at most; the next run takes the rest. */
const BATCH = 500;

/**
 * One run of the reminder job: each live booking starting within the next 24 hours that was not
 * reminded gets its e-mails (the applicant and each interviewer). The mark and the e-mails are
 * one transaction, so a restart in between sends neither none nor two. Null when another
 * instance holds the lease; else how many bookings were reminded.
 */
export async function runInterviewReminders(
  db: Db,
  config: Config,
  holder: string,
  now = new Date(),
) {
  return underLease(db, JOB, holder, now, async () => {
    const due = await repo.listDueReminders(
      db,
      now.toISOString(),
      new Date(now.getTime() + DAY).toISOString(),
      BATCH,
    );
    let reminded = 0;
    for (const { id, application_id } of due) {
      await db.transaction().execute(async (trx) => {
        if (!(await repo.markReminded(trx, id))) return;
        const application = await findApplication(trx, application_id);
        const live = await repo.findLiveBooking(trx, application_id);
        if (!application || !live) return;
        const zone = config.APP_TIMEZONE;
        const where = { place: live.place, video_link: live.video_link };
        const texts = textsIn(languageOf(application.language));
        await enqueueMail(trx, {
          to: application.email,
          ...reminderMail(texts, {
            name: application.name,
            position: application.position,
            when: moment(texts, live.starts_at, zone),
            where,
          }),
        });
        for (const person of await repo.listSlotInterviewers(trx, [live.slot])) {
          const own = textsIn(languageOf(person.language));
          await enqueueMail(trx, {
            to: person.email,
            ...reminderMail(own, {
              name: person.name,
              position: application.position,
              when: moment(own, live.starts_at, zone),
              where,
              applicant: application.name,
            }),
          });
        }
        reminded += 1;
      });
    }
    return reminded;
  });
}
