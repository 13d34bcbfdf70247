import { hello, mailText, type MailContent } from '../mail/templates';
import type { Texts } from '../../lib/texts';

/** Who named the academic supervisor, for which intern: the intern themself or an administrator. */
export interface Naming {
  inviter: string;
  intern: string;
  /** The intern named them (else an administrator did, for the intern). */
  byIntern: boolean;
}

const namedThem = ({ t }: Texts, { inviter, intern, byIntern }: Naming) =>
  byIntern
    ? t('{intern} named you as their academic supervisor in the internship programme.', { intern })
    : t(
        '{inviter}, an administrator of the internship programme, named you as the academic supervisor of {intern}.',
        { inviter, intern },
      );

/** A new academic supervisor's set-password link (7 days, like a supervisor's invitation). */
export const academicInviteMail = (
  texts: Texts,
  name: string,
  naming: Naming,
  link: string,
): MailContent => {
  const { t } = texts;
  return {
    subject: t('Your academic supervisor account'),
    text: mailText(
      texts,
      hello(texts, name),
      namedThem(texts, naming),
      t('Choose your password within 7 days with this link; you will then see their internship:'),
      link,
    ),
  };
};

/** An academic supervisor with an account: one more student to follow. */
export const academicLinkedMail = (
  texts: Texts,
  name: string,
  naming: Naming,
  link: string,
): MailContent => {
  const { t } = texts;
  return {
    subject: t('A new student: {intern}', { intern: naming.intern }),
    text: mailText(
      texts,
      hello(texts, name),
      namedThem(texts, naming),
      t('Sign in to see their internship:'),
      link,
    ),
  };
};
