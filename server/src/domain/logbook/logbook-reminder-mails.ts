import type { MailContent } from '../mail/templates';

/** The one reminder of a week left unsubmitted; `week` as '5 January 2027'. */
export const logbookReminderMail = (name: string, week: string, link: string): MailContent => ({
  subject: `Your logbook for the week of ${week}`,
  text:
    `Hello ${name},\n\nYour logbook entry for the week of ${week} is not submitted yet. ` +
    `Write it and submit it for your supervisor's review:\n\n${link}` +
    '\n\nThe Internship Programme team',
});
