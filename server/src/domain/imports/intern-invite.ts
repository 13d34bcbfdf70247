import { type Texts } from '../../lib/texts';
import { hello, mailText, type MailContent } from '../mail/templates';

/**
 * An imported intern's invitation: like a supervisor's (a set-password link for 7 days, the
 * reset page's), in words for an intern. Their account exists already, with their supervisor.
 */
export const internInviteMail = (texts: Texts, name: string, link: string): MailContent => {
  const { t } = texts;
  return {
    subject: t('Your intern account'),
    text: mailText(
      texts,
      hello(texts, name),
      t(
        'An account was created for you as an intern. Choose your password within 7 days with this link:',
      ),
      link,
    ),
  };
};
