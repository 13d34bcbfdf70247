import type { Texts } from '../../lib/texts';
import { hello, type MailContent } from '../mail/templates';

/** The signature, then where the recipient chooses which notifications are e-mailed. */
const signAndChoose = ({ t }: Texts, profile: string) =>
  [
    t('The Internship Programme team'),
    t('Which notifications are e-mailed to you, and when, is yours to choose on your profile:'),
    profile,
  ].join('\n\n');

/**
 * A notification e-mailed as it happens, for a kind that has no e-mail of its own; `text` is the
 * notification's, in the recipient's language.
 */
export const notificationMail = (
  texts: Texts,
  name: string,
  text: string,
  link: string,
  profile: string,
): MailContent => {
  const { t } = texts;
  return {
    subject: text.replace(/\.$/, ''),
    text: [
      hello(texts, name),
      t('{text} See it here:', { text }),
      link,
      signAndChoose(texts, profile),
    ].join('\n\n'),
  };
};

/** The morning's one e-mail of what happened the day before, for those who chose a digest. */
export const digestMail = (
  texts: Texts,
  name: string,
  lines: { text: string; link: string }[],
  profile: string,
): MailContent => {
  const { t } = texts;
  return {
    subject: t('Your notifications: {count} new', { count: lines.length }),
    text: [
      hello(texts, name),
      t('What happened since your last digest:'),
      lines.map((line) => `- ${line.text}\n  ${line.link}`).join('\n'),
      signAndChoose(texts, profile),
    ].join('\n\n'),
  };
};
