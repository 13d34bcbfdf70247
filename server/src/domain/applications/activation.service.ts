import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { languageOf, m, textsIn } from '../../lib/texts';
import { MINUTE } from '../../lib/time';
import { hashToken } from '../../lib/tokens';
import { findNewestApplicationByEmail } from './applications.repository';
import { claimMailWindow } from '../mail/mail-windows.repository';
import { enqueueMail } from '../mail/outbox.repository';
import { notify } from '../notifications/notifications.service';
import { activationLinkMail } from '../mail/templates';
import { findActiveUserByEmail, insertUser } from '../users/users.repository';
import { newActivationLink } from './activation-links';
import {
  applicationHasAccount,
  consumeActivationToken,
  isLiveActivationToken,
  newestActivationTokenAt,
} from './activation-tokens.repository';

/** A fresh link is e-mailed at most this often per application and address: no one is spammed. */
export const ACTIVATION_RESEND_INTERVAL_MS = 5 * MINUTE;

export const LINK_SENT_MESSAGE = m(
  'We have sent you an e-mail with a link to activate your account.',
);

const noPassedApplication = () =>
  new HttpError(401, m('No accepted application for this email.'), undefined, {
    email: [m('There is no passed application for this email. Use the email you applied with.')],
  });
const alreadyActivated = () => conflict(m('This account is already activated.'));

export type ActivationResult =
  { created: true; id: number } | { created: false; mailId: number | undefined };

/**
 * decisions §5: the INT account of a Passed application, only with the single-use link e-mailed
 * to the applicant, and only once per application, ever. Without a valid link nothing is created
 * and a fresh link goes to the application's address.
 */
export async function activateAccount(
  db: Db,
  config: Config,
  email: string,
  password: string,
  token: string | undefined,
): Promise<ActivationResult> {
  const application = await findNewestApplicationByEmail(db, email);
  if (!application || application.status !== 'Passed') throw noPassedApplication();
  if (await applicationHasAccount(db, application.id)) throw alreadyActivated();
  // The link is checked before the password is hashed, so a request without one costs no hash.
  const tokenHash = token === undefined ? undefined : hashToken(token);
  if (tokenHash === undefined || !(await isLiveActivationToken(db, application.id, tokenHash)))
    return { created: false, mailId: await sendFreshLink(db, config, application) };

  const passwordHash = await hashPassword(config, password);
  try {
    const id = await db.transaction().execute(async (trx) => {
      // Consumed here, not above: of two requests racing with one link, one creates the account.
      if (!(await consumeActivationToken(trx, application.id, tokenHash))) return undefined;
      const userId = await insertUser(trx, {
        name: application.name,
        email,
        phone_number: application.phone_number,
        position_id: application.position_id,
        role: 'INT',
        password_hash: passwordHash,
        application_id: application.id,
        // Their e-mails go on in the language they applied in.
        language: application.language,
      });
      // Administrators who want it e-mailed get it with the outbox's next round.
      await notify(trx, config, { kind: 'account_activated', to: 'admins', actorId: userId });
      return userId;
    });
    if (id !== undefined) return { created: true, id };
  } catch (error) {
    // The unique indexes settle races: the application's account, or the e-mail among active users.
    if (isUniqueViolation(error)) throw alreadyActivated();
    throw error;
  }
  return { created: false, mailId: await sendFreshLink(db, config, application) };
}

/** Whether a request carries the live link of its address's Passed application (rate limits). */
export async function carriesLiveActivationLink(
  db: Db,
  email: string,
  token: string | undefined,
): Promise<boolean> {
  if (token === undefined) return false;
  const application = await findNewestApplicationByEmail(db, email);
  if (application?.status !== 'Passed') return false;
  return isLiveActivationToken(db, application.id, hashToken(token));
}

/**
 * At most one fresh link per application and address every ACTIVATION_RESEND_INTERVAL_MS: the
 * newest link's age says whether one is due, and claiming the address's mail window in the
 * transaction that makes it lets one of any number of parallel requests send it.
 */
async function sendFreshLink(
  db: Db,
  config: Config,
  application: { id: number; name: string; email: string; language: string },
): Promise<number | undefined> {
  if (await findActiveUserByEmail(db, application.email)) throw alreadyActivated();
  const newest = await newestActivationTokenAt(db, application.id);
  if (newest && Date.parse(newest) > Date.now() - ACTIVATION_RESEND_INTERVAL_MS) return undefined;
  return db.transaction().execute(async (trx) => {
    const due = await claimMailWindow(
      trx,
      'activation',
      application.email,
      ACTIVATION_RESEND_INTERVAL_MS,
    );
    if (!due) return undefined;
    const link = await newActivationLink(trx, config, application);
    return enqueueMail(trx, {
      to: application.email,
      ...activationLinkMail(textsIn(languageOf(application.language)), application.name, link),
    });
  });
}
