import type { Config } from '../../config';
import type { DbOrTrx } from '../../db/database';
import { languageOf, textsIn } from '../../lib/texts';
import { DAY } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import { createOneTimeToken } from '../accounts/one-time-tokens.repository';
import { enqueueMail } from '../mail/outbox.repository';
import { hello, mailText } from '../mail/templates';

/**
 * An imported intern's invitation: like a supervisor's (a set-password link for 7 days, the
 * reset page's), in words for an intern. Their account exists already, with their supervisor.
 */
export async function queueInternInvite(
  trx: DbOrTrx,
  config: Config,
  user: { id: number; name: string; email: string; language: string },
) {
  const token = newToken();
  await createOneTimeToken(trx, user.id, 'invite', hashToken(token), 7 * DAY);
  const texts = textsIn(languageOf(user.language));
  const { t } = texts;
  return enqueueMail(trx, {
    to: user.email,
    subject: t('Your intern account'),
    text: mailText(
      texts,
      hello(texts, user.name),
      t(
        'An account was created for you as an intern. Choose your password within 7 days with this link:',
      ),
      `${config.PUBLIC_URL}/resetPassword/${token}`,
    ),
  });
}
