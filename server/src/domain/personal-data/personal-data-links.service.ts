import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { PersonalDataAction } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { languageOf, m, textsIn } from '../../lib/texts';
import { DAY, MINUTE } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import { findNewestApplicationByEmail } from '../applications/applications.repository';
import { claimMailWindow } from '../mail/mail-windows.repository';
import { enqueueMail } from '../mail/outbox.repository';
import { personalDataLinkMail } from '../mail/templates';
import { afterErasure, eraseApplicationIn } from './erasure.service';
import { personalDataZip } from './personal-data-export';
import { readApplicationRecord } from './personal-data-export.repository';
import {
  applicationIdsByEmail,
  createPersonalDataLink,
  findLinkByHash,
  findUnerasedApplicationOfAccountEmail,
  findUserOfApplication,
  useLink,
} from './personal-data.repository';

export const LINK_LIFETIME_MS = DAY;
/** At most one e-mail per address and action this often: the form cannot flood a mailbox. */
const RESEND_AFTER_MS = 5 * MINUTE;

/** The same answer whether or not the e-mail has an application: it reveals nothing. */
export const REQUEST_ANSWER = m(
  'If an application was made with this e-mail, a link has been sent to it. It works once, within 24 hours.',
);
const NOT_VALID = m('This link is not valid. Ask for a new one on the application status page.');
const USED_OR_EXPIRED = m(
  'This link has expired or has already been used. Ask for a new one on the application status page.',
);

/**
 * Whose data a request reaches and where its link goes. An application that became an account
 * answers to the account's present address, which reaches it too: after an e-mail change the
 * address the person applied with has no say over the account (or the CV) any more.
 */
async function findRequester(db: Db, email: string) {
  const application =
    (await findNewestApplicationByEmail(db, email)) ??
    (await findUnerasedApplicationOfAccountEmail(db, email));
  if (!application) return undefined;
  const account = await findUserOfApplication(db, application.id);
  // The link is written in the account's language, else in the application's.
  return account
    ? {
        applicationId: application.id,
        name: account.name,
        address: account.email,
        language: languageOf(account.language),
      }
    : {
        applicationId: application.id,
        name: application.name,
        address: application.email,
        language: languageOf(application.language),
      };
}

/**
 * Sends the person a link that erases, or downloads, their data: proof that whoever asks owns
 * the address. At most one e-mail per address and action every RESEND_AFTER_MS, claimed in the
 * transaction that makes the link, so a burst of requests sends one. Answers the queued
 * e-mail's id, or null when nothing was sent.
 */
export async function requestPersonalDataLink(
  db: Db,
  config: Config,
  email: string,
  action: PersonalDataAction,
  now = new Date(),
): Promise<number | null> {
  const requester = await findRequester(db, email);
  if (!requester) return null;
  const token = newToken();
  return db.transaction().execute(async (trx) => {
    const purpose = action === 'erase' ? 'personal-data-erase' : 'personal-data-export';
    if (!(await claimMailWindow(trx, purpose, requester.address, RESEND_AFTER_MS, now)))
      return null;
    await createPersonalDataLink(trx, {
      applicationId: requester.applicationId,
      action,
      tokenHash: hashToken(token),
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS).toISOString(),
    });
    const link = `${config.PUBLIC_URL}/personalData/${token}`;
    return enqueueMail(trx, {
      to: requester.address,
      ...personalDataLinkMail(textsIn(requester.language), requester.name, action, link),
    });
  });
}

async function validLink(db: Db, token: string, now: Date) {
  const link = await findLinkByHash(db, hashToken(token));
  if (!link) throw new HttpError(404, NOT_VALID);
  if (link.used_at !== null || link.expires_at <= now.toISOString()) {
    throw new HttpError(410, USED_OR_EXPIRED);
  }
  const application = await readApplicationRecord(db, link.application_id);
  if (!application) throw new HttpError(410, USED_OR_EXPIRED);
  return { link, application };
}

/** What the link's page shows before the person confirms: an account made from it goes too. */
export async function describePersonalDataLink(db: Db, token: string, now = new Date()) {
  const { link, application } = await validLink(db, token, now);
  const account = await findUserOfApplication(db, link.application_id);
  return {
    Action: link.action,
    Name: account?.name ?? application.name,
    Email: account?.email ?? application.email,
    Position: application.position,
    HasAccount: account !== undefined,
  };
}

/**
 * Uses an erase link: every application made with that address is erased (an older one would
 * otherwise still answer a status check), in one transaction with the link, all or nothing.
 */
export async function eraseWithLink(db: Db, token: string, now = new Date()) {
  const { link, application } = await validLink(db, token, now);
  if (link.action !== 'erase') throw new HttpError(404, NOT_VALID);
  await db.transaction().execute(async (trx) => {
    if (!(await useLink(trx, link.id, now.toISOString())))
      throw new HttpError(410, USED_OR_EXPIRED);
    for (const id of await applicationIdsByEmail(trx, application.email)) {
      await eraseApplicationIn(trx, id, null, now.toISOString());
    }
  });
  await afterErasure(db);
}

/** Uses an export link: the ZIP of the person's data, once. */
export async function exportWithLink(db: Db, token: string, now = new Date()) {
  const { link } = await validLink(db, token, now);
  if (link.action !== 'export') throw new HttpError(404, NOT_VALID);
  return db.transaction().execute(async (trx) => {
    if (!(await useLink(trx, link.id, now.toISOString())))
      throw new HttpError(410, USED_OR_EXPIRED);
    const zip = await personalDataZip(trx, { applicationId: link.application_id }, now);
    if (!zip) throw new HttpError(410, USED_OR_EXPIRED);
    return { zip, applicationId: link.application_id };
  });
}
