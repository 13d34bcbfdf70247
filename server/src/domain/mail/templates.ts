/** Plain-text e-mails; every link is written out in full so the log transport shows it too. */
export interface MailContent {
  subject: string;
  text: string;
}

const sign = '\n\nThe Internship Programme team';

export const resetMail = (name: string, link: string): MailContent => ({
  subject: 'Reset your password',
  text:
    `Hello ${name},\n\nSomeone (hopefully you) asked to reset your password. Open this link ` +
    `within 60 minutes to choose a new one:\n\n${link}\n\nIf it was not you, ignore this e-mail.` +
    sign,
});

export const inviteMail = (name: string, link: string): MailContent => ({
  subject: 'Your supervisor account',
  text:
    `Hello ${name},\n\nAn account was created for you as a supervisor. Choose your password ` +
    `within 7 days with this link:\n\n${link}` +
    sign,
});

export const applicationReceivedMail = (name: string, position: string): MailContent => ({
  subject: 'We received your application',
  text:
    `Hello ${name},\n\nThank you for applying for an internship in ${position}. ` +
    `We will e-mail you when your application has been reviewed.` +
    sign,
});

export const interviewMail = (name: string, position: string, date: string): MailContent => ({
  subject: `Interview invitation: ${position} internship on ${date}`,
  text:
    `Hello ${name},\n\nYour application for an internship in ${position} has been accepted ` +
    `for an interview on ${date}. The invitation is attached; add it to your calendar.` +
    sign,
});

export const passedMail = (name: string, position: string, signUpLink: string): MailContent => ({
  subject: 'You passed the interview',
  text:
    `Hello ${name},\n\nCongratulations: you passed the interview for the ${position} ` +
    `internship. Activate your account within 14 days with this link, which works once:` +
    `\n\n${signUpLink}` +
    sign,
});

export const activationLinkMail = (name: string, signUpLink: string): MailContent => ({
  subject: 'Activate your account',
  text:
    `Hello ${name},\n\nSomeone (hopefully you) asked to activate your internship account. ` +
    `Open this link within 14 days to choose your password; it works once:\n\n${signUpLink}` +
    `\n\nIf it was not you, ignore this e-mail: nothing happens without the link.` +
    sign,
});

export const declinedMail = (name: string, position: string): MailContent => ({
  subject: 'About your internship application',
  text:
    `Hello ${name},\n\nThank you for your interest in the ${position} internship. ` +
    `We are sorry to tell you that we cannot offer you a place this time.` +
    sign,
});

export const emailChangeLinkMail = (name: string, newEmail: string, link: string): MailContent => ({
  subject: 'Confirm your new email address',
  text:
    `Hello ${name},\n\nYou asked to use ${newEmail} as the email of your internship account. ` +
    `Open this link within 24 hours to confirm it; until then your old address stays:\n\n` +
    `${link}\n\nIf it was not you, ignore this e-mail: nothing changes without the link.` +
    sign,
});

export const emailChangeRequestedMail = (name: string, newEmail: string): MailContent => ({
  subject: 'A change of your email address was asked for',
  text:
    `Hello ${name},\n\nSomeone signed in to your internship account asked to change its email ` +
    `to ${newEmail}. It changes only when the link sent to that address is opened.\n\n` +
    `If it was not you, reset your password now (Forgot Password on the login page) and tell ` +
    `the programme's administrator.` +
    sign,
});

export const emailChangedByAdminMail = (
  name: string,
  oldEmail: string,
  newEmail: string,
): MailContent => ({
  subject: 'The email of your account was changed',
  text:
    `Hello ${name},\n\nAn administrator changed the email of your internship account from ` +
    `${oldEmail} to ${newEmail}. Log in with ${newEmail} from now on.\n\n` +
    `If you did not expect this, contact the programme's administrator.` +
    sign,
});

const PERSONAL_DATA_ACTION = {
  erase: 'withdraw your application and erase your personal data',
  export: 'receive a copy of your personal data',
} as const;

export const personalDataLinkMail = (
  name: string,
  action: keyof typeof PERSONAL_DATA_ACTION,
  link: string,
): MailContent => ({
  subject: action === 'erase' ? 'Erase your personal data' : 'A copy of your personal data',
  text:
    `Hello ${name},\n\nSomeone (hopefully you) asked to ${PERSONAL_DATA_ACTION[action]}. ` +
    `Open this link within 24 hours to confirm; it works once:\n\n${link}` +
    `\n\nIf it was not you, ignore this e-mail: nothing happens without the link.` +
    sign,
});

export const letterIssuedMail = (name: string, link: string): MailContent => ({
  subject: 'Your internship completion letter',
  text:
    `Hello ${name},\n\nYour internship completion letter has been issued. Download it from ` +
    `your profile:\n\n${link}\n\nAnyone you give it to can check it with the verification ` +
    `code printed on it.` +
    sign,
});
