import type { Config } from '../../config';
import type { Db, DbOrTrx } from '../../db/database';
import type { ApplicationStatus } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { newActivationLink } from './activation-links';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { checkDateInRange } from '../../lib/fields';
import { languageOf, m, textsIn } from '../../lib/texts';
import { parseCalendarDate, todayIn } from '../../lib/time';
import { enqueueMail, type NewMail } from '../mail/outbox.repository';
import { declinedMail, interviewMail, passedMail } from '../mail/templates';
import { recordApplicationEvent } from './application-events.repository';
import * as applications from './applications.repository';
import { interviewInvitation } from './interview-invitation';

export type TargetStatus = Exclude<ApplicationStatus, 'Processing'>;

/** decisions §4: the only allowed moves, by target status. */
export const ALLOWED_FROM: Record<TargetStatus, ApplicationStatus[]> = {
  Accepted: ['Processing', 'Declined'],
  Passed: ['Accepted'],
  Declined: ['Processing', 'Accepted'],
};

function interviewDate(config: Config, raw: string | undefined): string {
  if (!raw) throw fieldError('Date', m('The Date field is required to schedule an interview.'));
  const date = parseCalendarDate(raw, config.APP_TIMEZONE);
  if (!date) throw fieldError('Date', m('The Date must be a valid date (YYYY-MM-DD).'));
  checkDateInRange('Date', date);
  if (date < todayIn(config.APP_TIMEZONE)) {
    throw fieldError('Date', m('The Date must be today or later.'));
  }
  return date;
}

async function mailFor(
  trx: DbOrTrx,
  config: Config,
  application: applications.ApplicationView,
  to: TargetStatus,
  date: string | undefined,
): Promise<NewMail> {
  const { name, position, email } = application;
  // In the language the application was made in.
  const texts = textsIn(languageOf(application.language));
  if (to === 'Declined') return { to: email, ...declinedMail(texts, name, position) };
  if (to === 'Passed') {
    const link = await newActivationLink(trx, config, application);
    return { to: email, ...passedMail(texts, name, position, link) };
  }
  // YYYY-MM-DD, as every language reads it.
  const day = date as string;
  const ics = interviewInvitation({
    texts,
    applicationId: application.id,
    date: day,
    name,
    email,
    position,
    organizerEmail: /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM,
  });
  return {
    to: email,
    ...interviewMail(texts, name, position, day),
    attachments: [
      { filename: 'interview.ics', contentType: 'text/calendar', content: ics, method: 'REQUEST' },
    ],
  };
}

/**
 * Changes the status, queues the applicant's e-mail and records who did it, in one transaction
 * (the applicant's e-mail is the first id answered). The conditional
 * update decides races: of two conflicting changes, one wins and the other gets a 409.
 */
export async function changeApplicationStatus(
  db: Db,
  config: Config,
  id: number,
  to: TargetStatus,
  rawDate: string | undefined,
  byUserId: number,
  /**
   * Done in the same transaction after the change (the interviews room frees a declined
   * application's booked slot); answers the further e-mails it queued.
   */
  alsoInTransaction?: (trx: DbOrTrx, to: TargetStatus) => Promise<number[]>,
): Promise<number[]> {
  const date = to === 'Accepted' ? interviewDate(config, rawDate) : undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      const application = await applications.findApplication(trx, id);
      if (!application) throw notFound(m('Application not found'));
      const moved = await applications.transitionApplication(trx, id, ALLOWED_FROM[to], to, date);
      if (!moved) {
        const current = (await applications.findApplication(trx, id))?.status;
        throw conflict(
          m('An application in status {current} cannot be changed to {to}.', {
            current: String(current),
            to,
          }),
        );
      }
      const mailId = await enqueueMail(trx, await mailFor(trx, config, application, to, date));
      await recordApplicationEvent(trx, {
        applicationId: id,
        from: application.status,
        to,
        byUserId,
        mailId,
      });
      const more = alsoInTransaction ? await alsoInTransaction(trx, to) : [];
      return [mailId, ...more];
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(m('This applicant already has another open application.'));
    }
    throw error;
  }
}
