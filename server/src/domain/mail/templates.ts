import { m, shortDay, type Texts } from '../../lib/texts';

/**
 * Plain-text e-mails; every link is written out in full so the log transport shows it too. Each
 * is written in its recipient's language (`texts`): a user's stored one, an applicant's
 * application's.
 */
export interface MailContent {
  subject: string;
  text: string;
}

/** An e-mail's text: its paragraphs, a blank line apart, above the programme's signature. */
export const mailText = ({ t }: Texts, ...paragraphs: string[]) =>
  [...paragraphs, t('The Internship Programme team')].join('\n\n');

/** An e-mail's greeting. */
export const hello = ({ t }: Texts, name: string) => t('Hello {name},', { name });

export const resetMail = (texts: Texts, name: string, link: string): MailContent => {
  const { t } = texts;
  return {
    subject: t('Reset your password'),
    text: mailText(
      texts,
      hello(texts, name),
      t(
        'Someone (hopefully you) asked to reset your password. Open this link within 60 minutes to choose a new one:',
      ),
      link,
      t('If it was not you, ignore this e-mail.'),
    ),
  };
};

/** Why a person a directory manages gets no reset link while single sign-on is required. */
export const NO_PASSWORD_TO_RESET = m(
  "Your account is managed by your firm's directory and signs in with single sign-on: it has no password to reset.",
);

/** Instead of a reset link, to a person a directory manages while single sign-on is required. */
export const noPasswordMail = (texts: Texts, name: string, link: string): MailContent => {
  const { t } = texts;
  return {
    subject: t('Your account has no password to reset'),
    text: mailText(
      texts,
      hello(texts, name),
      t('Someone (hopefully you) asked to reset your password.'),
      t(NO_PASSWORD_TO_RESET),
      t('Sign in with single sign-on on the login page:'),
      link,
      t('If it was not you, ignore this e-mail.'),
    ),
  };
};

export const inviteMail = (texts: Texts, name: string, link: string): MailContent => {
  const { t } = texts;
  return {
    subject: t('Your supervisor account'),
    text: mailText(
      texts,
      hello(texts, name),
      t(
        'An account was created for you as a supervisor. Choose your password within 7 days with this link:',
      ),
      link,
    ),
  };
};

export const applicationReceivedMail = (
  texts: Texts,
  name: string,
  position: string,
): MailContent => {
  const { t } = texts;
  return {
    subject: t('We received your application'),
    text: mailText(
      texts,
      hello(texts, name),
      t(
        'Thank you for applying for an internship in {position}. We will e-mail you when your application has been reviewed.',
        { position },
      ),
    ),
  };
};

/** `date` (YYYY-MM-DD) written as its reader's language writes a date, as the screens do. */
export const interviewMail = (
  texts: Texts,
  name: string,
  position: string,
  iso: string,
): MailContent => {
  const { t } = texts;
  const date = shortDay(iso);
  return {
    subject: t('Interview invitation: {position} internship on {date}', { position, date }),
    text: mailText(
      texts,
      hello(texts, name),
      t(
        'Your application for an internship in {position} has been accepted for an interview on {date}. The invitation is attached; add it to your calendar.',
        { position, date },
      ),
    ),
  };
};

export const passedMail = (
  texts: Texts,
  name: string,
  position: string,
  signUpLink: string,
): MailContent => {
  const { t } = texts;
  return {
    subject: t('You passed the interview'),
    text: mailText(
      texts,
      hello(texts, name),
      t(
        'Congratulations: you passed the interview for the {position} internship. Activate your account within 14 days with this link, which works once:',
        { position },
      ),
      signUpLink,
    ),
  };
};

export const activationLinkMail = (texts: Texts, name: string, signUpLink: string): MailContent => {
  const { t } = texts;
  return {
    subject: t('Activate your account'),
    text: mailText(
      texts,
      hello(texts, name),
      t(
        'Someone (hopefully you) asked to activate your internship account. Open this link within 14 days to choose your password; it works once:',
      ),
      signUpLink,
      t('If it was not you, ignore this e-mail: nothing happens without the link.'),
    ),
  };
};

export const declinedMail = (texts: Texts, name: string, position: string): MailContent => {
  const { t } = texts;
  return {
    subject: t('About your internship application'),
    text: mailText(
      texts,
      hello(texts, name),
      t(
        'Thank you for your interest in the {position} internship. We are sorry to tell you that we cannot offer you a place this time.',
        { position },
      ),
    ),
  };
};

export const emailChangeLinkMail = (
  texts: Texts,
  name: string,
  newEmail: string,
  link: string,
): MailContent => {
  const { t } = texts;
  return {
    subject: t('Confirm your new email address'),
    text: mailText(
      texts,
      hello(texts, name),
      t(
        'You asked to use {email} as the email of your internship account. Open this link within 24 hours to confirm it; until then your old address stays:',
        { email: newEmail },
      ),
      link,
      t('If it was not you, ignore this e-mail: nothing changes without the link.'),
    ),
  };
};

export const emailChangeRequestedMail = (
  texts: Texts,
  name: string,
  newEmail: string,
): MailContent => {
  const { t } = texts;
  return {
    subject: t('A change of your email address was asked for'),
    text: mailText(
      texts,
      hello(texts, name),
      t(
        'Someone signed in to your internship account asked to change its email to {email}. It changes only when the link sent to that address is opened.',
        { email: newEmail },
      ),
      t(
        "If it was not you, reset your password now (Forgot Password on the login page) and tell the programme's administrator.",
      ),
    ),
  };
};

export const emailChangedByAdminMail = (
  texts: Texts,
  name: string,
  oldEmail: string,
  newEmail: string,
): MailContent => {
  const { t } = texts;
  return {
    subject: t('The email of your account was changed'),
    text: mailText(
      texts,
      hello(texts, name),
      t(
        'An administrator changed the email of your internship account from {oldEmail} to {newEmail}. Log in with {newEmail} from now on.',
        { oldEmail, newEmail },
      ),
      t("If you did not expect this, contact the programme's administrator."),
    ),
  };
};

export const personalDataLinkMail = (
  texts: Texts,
  name: string,
  action: 'erase' | 'export',
  link: string,
): MailContent => {
  const { t } = texts;
  return {
    subject: action === 'erase' ? t('Erase your personal data') : t('A copy of your personal data'),
    text: mailText(
      texts,
      hello(texts, name),
      action === 'erase'
        ? t(
            'Someone (hopefully you) asked to withdraw your application and erase your personal data. Open this link within 24 hours to confirm; it works once:',
          )
        : t(
            'Someone (hopefully you) asked to receive a copy of your personal data. Open this link within 24 hours to confirm; it works once:',
          ),
      link,
      t('If it was not you, ignore this e-mail: nothing happens without the link.'),
    ),
  };
};

export const letterIssuedMail = (texts: Texts, name: string, link: string): MailContent => {
  const { t } = texts;
  return {
    subject: t('Your internship completion letter'),
    text: mailText(
      texts,
      hello(texts, name),
      t('Your internship completion letter has been issued. Download it from your profile:'),
      link,
      t('Anyone you give it to can check it with the verification code printed on it.'),
    ),
  };
};

/** A sign-in from a new device (docs/decisions.md, "Security"). */
export const newDeviceMail = (
  texts: Texts,
  name: string,
  device: string,
  address: string,
  link: string,
): MailContent => {
  const { t } = texts;
  return {
    subject: t('New sign-in to your account'),
    text: mailText(
      texts,
      hello(texts, name),
      t('Your account was just signed in to from {device}, address {address}.', {
        device,
        address,
      }),
      t(
        'If it was you, there is nothing to do. If not, change your password, then choose Sign out everywhere else under My sessions on your profile:',
      ),
      link,
    ),
  };
};

export const twoFactorResetMail = (texts: Texts, name: string, link: string): MailContent => {
  const { t } = texts;
  return {
    subject: t('Your two-factor authentication was reset'),
    text: mailText(
      texts,
      hello(texts, name),
      t(
        'An administrator turned off two-factor authentication on your account: your password alone signs you in until you set it up again from your profile.',
      ),
      t('If you did not ask for this, tell your administrator and change your password:'),
      link,
    ),
  };
};
