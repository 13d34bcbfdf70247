import type { Config } from '../../config';
import type { Db, DbOrTrx } from '../../db/database';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, ValidationError, fieldError } from '../../lib/errors';
import { languageOf, m, textsIn } from '../../lib/texts';
import { HOUR } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import { checkPasswordWithLockout } from '../accounts/auth.service';
import { expireUserTokens } from '../accounts/one-time-tokens.repository';
import { sessionsChanged } from '../accounts/session-cache';
import { enqueueMail } from '../mail/outbox.repository';
import {
  emailChangeLinkMail,
  emailChangeRequestedMail,
  emailChangedByAdminMail,
} from '../mail/templates';
import { findActiveUserById } from '../users/users.repository';
import {
  consumeEmailChange,
  replaceEmailChange,
  setUserEmail,
} from '../accounts/email-changes.repository';
import { isEmailTaken } from './people.repository';

export const EMAIL_CHANGE_LIFETIME_MS = 24 * HOUR;
export const EMAIL_CHANGED_MESSAGE = m('Your email has been changed. Log in with it from now on.');

interface Person {
  id: number;
  name: string;
  email: string;
  /** The language of their e-mails (null: English). */
  language?: string | null;
}

/**
 * decisions §5: one's own e-mail changes only with one's current password, checked under the
 * login's lock-out for the request's client address.
 */
export async function checkCurrentPassword(
  db: Db,
  config: Config,
  user: Person & { password_hash: string | null },
  password: string | undefined,
  clientAddress: string,
) {
  if (!password) {
    throw new ValidationError({
      CurrentPassword: [m('Enter your current password to change your email.')],
    });
  }
  const attempt = { email: user.email, clientAddress };
  if (!(await checkPasswordWithLockout(db, config, attempt, user.password_hash, password))) {
    throw new ValidationError({ CurrentPassword: [m('The current password is not correct.')] });
  }
}

/**
 * Queues the link to the new address and the notice to the old one; the e-mail itself changes
 * when the link is opened. Whether the new address is taken is told only then, to its owner.
 */
export async function queueOwnEmailChange(
  trx: DbOrTrx,
  config: Config,
  user: Person,
  newEmail: string,
): Promise<number[]> {
  const token = newToken();
  await replaceEmailChange(trx, {
    userId: user.id,
    newEmail,
    tokenHash: hashToken(token),
    lifetimeMs: EMAIL_CHANGE_LIFETIME_MS,
  });
  const link = `${config.PUBLIC_URL}/confirmEmail/${token}`;
  const texts = textsIn(languageOf(user.language));
  return Promise.all([
    enqueueMail(trx, { to: newEmail, ...emailChangeLinkMail(texts, user.name, newEmail, link) }),
    enqueueMail(trx, { to: user.email, ...emailChangeRequestedMail(texts, user.name, newEmail) }),
  ]);
}

/** An admin's change of someone's e-mail takes effect at once; both addresses are told. */
export async function queueAdminEmailChangeNotices(
  trx: DbOrTrx,
  user: Person,
  newEmail: string,
): Promise<number[]> {
  const mail = emailChangedByAdminMail(
    textsIn(languageOf(user.language)),
    user.name,
    user.email,
    newEmail,
  );
  return Promise.all([
    enqueueMail(trx, { to: user.email, ...mail }),
    enqueueMail(trx, { to: newEmail, ...mail }),
  ]);
}

/**
 * Opens the link sent to the new address: single-use, 24 hours, only while the address is free.
 * Reset links sent to the old address stop working.
 */
export async function confirmEmailChange(db: Db, token: string) {
  const taken = () =>
    new HttpError(409, m('This email is already used by another account.'), undefined, {
      token: [m('This email is already used by another account.')],
    });
  try {
    await db.transaction().execute(async (trx) => {
      const change = await consumeEmailChange(trx, hashToken(token));
      const user = change && (await findActiveUserById(trx, change.user_id));
      if (!change || !user) throw fieldError('token', m('This link is invalid, used or expired.'));
      if (await isEmailTaken(trx, change.new_email, user.id)) throw taken();
      await setUserEmail(trx, user.id, change.new_email);
      await expireUserTokens(trx, user.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  sessionsChanged(db);
}
