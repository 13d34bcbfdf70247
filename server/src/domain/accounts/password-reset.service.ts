import type { Config } from '../../config';
import type { Db, DbOrTrx } from '../../db/database';
import type { Selectable } from 'kysely';
import type { OneTimeTokenPurpose, UsersTable } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { languageOf, m, textsIn, type Texts } from '../../lib/texts';
import { DAY, HOUR } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import { enqueueMail } from '../mail/outbox.repository';
import { cancelEmailChanges } from './email-changes.repository';
import { claimMailWindow } from '../mail/mail-windows.repository';
import {
  NO_PASSWORD_TO_RESET,
  inviteMail,
  noPasswordMail,
  resetMail,
  type MailContent,
} from '../mail/templates';
import {
  findActiveUserByEmail,
  findActiveUserById,
  setPasswordHash,
} from '../users/users.repository';
import { mustUseSso } from './auth.service';
import { clearLoginFailures } from './login-failures.repository';
import {
  consumeOneTimeToken,
  countLiveOneTimeTokens,
  createOneTimeToken,
  expireUserTokens,
  findLiveOneTimeTokenUser,
} from './one-time-tokens.repository';
import { sessionsChanged } from './session-cache';
import { revokeUserSessions } from './sessions.repository';

const LIFETIME: Record<OneTimeTokenPurpose, number> = { reset: HOUR, invite: 7 * DAY };

/**
 * Creates a set-password link for a user and queues its e-mail in the caller's transaction.
 * Issue 4's `POST /User` (supervisor invitation) uses it with purpose 'invite'; an invitation of
 * another kind (issue 70's academic supervisor) writes its own e-mail around the link (`compose`).
 */
export async function queuePasswordLink(
  trx: DbOrTrx,
  config: Config,
  user: { id: number; name: string; email: string; language?: string | null },
  purpose: OneTimeTokenPurpose,
  compose?: (texts: Texts, link: string) => MailContent,
): Promise<number> {
  const token = newToken();
  await createOneTimeToken(trx, user.id, purpose, hashToken(token), LIFETIME[purpose]);
  const link = `${config.PUBLIC_URL}/resetPassword/${token}`;
  // In the user's language: a new supervisor's is their inviting administrator's.
  const texts = textsIn(languageOf(user.language));
  const mail = compose
    ? compose(texts, link)
    : purpose === 'reset'
      ? resetMail(texts, user.name, link)
      : inviteMail(texts, user.name, link);
  return enqueueMail(trx, { to: user.email, ...mail });
}

/**
 * At most this many reset links of one account are live at once: whoever asks, its mailbox gets
 * at most 3 an hour, and when a request sends none the owner has 3 working links already.
 */
export const LIVE_RESET_LINKS = 3;

/** One e-mail an hour at most says a managed account has no password, whoever asks. */
const NO_PASSWORD_MAIL_WINDOW_MS = HOUR;

/**
 * A person a directory manages has no password while single sign-on is required of them (an
 * administrator or supervisor, with a provider configured): a reset would make one.
 */
const hasNoPassword = async (db: DbOrTrx, config: Config, user: Selectable<UsersTable>) =>
  user.directory_id !== null && (await mustUseSso(db, config, user.role));

/**
 * Always succeeds for a well-formed e-mail; only a known account gets a link, and one without a
 * password an e-mail that says why instead: the answer is the same for all (decisions, "Security").
 */
export async function requestPasswordReset(db: Db, config: Config, email: string) {
  const user = await findActiveUserByEmail(db, email);
  if (!user) return undefined;
  if (await hasNoPassword(db, config, user)) {
    return db.transaction().execute(async (trx) => {
      const due = await claimMailWindow(
        trx,
        'no-password-to-reset',
        user.email,
        NO_PASSWORD_MAIL_WINDOW_MS,
      );
      if (!due) return undefined;
      const texts = textsIn(languageOf(user.language));
      const mail = noPasswordMail(texts, user.name, `${config.PUBLIC_URL}/login`);
      return enqueueMail(trx, { to: user.email, ...mail });
    });
  }
  if ((await countLiveOneTimeTokens(db, user.id, 'reset')) >= LIVE_RESET_LINKS) return undefined;
  return db.transaction().execute((trx) => queuePasswordLink(trx, config, user, 'reset'));
}

/**
 * Single-use: the token is consumed, every session and other link of the user stops working,
 * and so does a pending e-mail change (one asked for with the old password may be a taker's).
 * The account's login failures are cleared: its owner is not kept out by guesses at the old one.
 * The token is checked before the password is hashed, so a wrong one costs no argon2 hash; a
 * valid one is consumed in the same transaction that sets the password.
 */
export async function resetPassword(db: Db, config: Config, token: string, password: string) {
  const tokenHash = hashToken(token);
  const userId = await findLiveOneTimeTokenUser(db, tokenHash);
  const user = userId === undefined ? undefined : await findActiveUserById(db, userId);
  if (!user) throw invalidLink();
  // A link sent before single sign-on was required, or before the directory took the account.
  if (await hasNoPassword(db, config, user)) throw fieldError('token', NO_PASSWORD_TO_RESET);
  const passwordHash = await hashPassword(config, password);
  await db.transaction().execute(async (trx) => {
    // Consumed here, not above: a race with the same link lets one request set the password.
    if ((await consumeOneTimeToken(trx, tokenHash)) !== user.id) throw invalidLink();
    await setPasswordHash(trx, user.id, passwordHash);
    await revokeUserSessions(trx, user.id);
    await expireUserTokens(trx, user.id);
    await cancelEmailChanges(trx, user.id);
    await clearLoginFailures(trx, user.email);
  });
  sessionsChanged(db);
}

const invalidLink = () => fieldError('token', m('This reset link is invalid, used or expired.'));
