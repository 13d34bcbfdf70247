import type { MailContent } from '../mail/templates';

const sign = '\n\nThe Internship Programme team';

const choose = (profile: string) =>
  `\n\nWhich notifications are e-mailed to you, and when, is yours to choose on your profile:\n\n${profile}`;

/** A notification e-mailed as it happens, for a kind that has no e-mail of its own. */
export const notificationMail = (
  name: string,
  text: string,
  link: string,
  profile: string,
): MailContent => ({
  subject: text.replace(/\.$/, ''),
  text: `Hello ${name},\n\n${text} See it here:\n\n${link}${sign}${choose(profile)}`,
});

/** The morning's one e-mail of what happened the day before, for those who chose a digest. */
export const digestMail = (
  name: string,
  lines: { text: string; link: string }[],
  profile: string,
): MailContent => ({
  subject:
    lines.length === 1 ? 'Your notifications: 1 new' : `Your notifications: ${lines.length} new`,
  text:
    `Hello ${name},\n\nWhat happened since your last digest:\n\n` +
    lines.map((line) => `- ${line.text}\n  ${line.link}`).join('\n') +
    sign +
    choose(profile),
});
