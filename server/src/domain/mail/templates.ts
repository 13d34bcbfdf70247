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
