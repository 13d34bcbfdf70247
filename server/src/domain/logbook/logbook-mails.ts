import type { Config } from '../../config';
import type { MailContent } from '../mail/templates';

const sign = '\n\nThe Internship Programme team';

export const weekLink = (config: Config, weekStart: string) =>
  `${config.PUBLIC_URL}/internDashboard/logbook/${weekStart}`;
export const logbookLink = (config: Config) => `${config.PUBLIC_URL}/internDashboard/logbook`;
export const logbooksLink = (config: Config) => `${config.PUBLIC_URL}/supervisorDashboard/logbooks`;

export const entrySignedMail = (
  intern: string,
  supervisor: string,
  week: string,
  link: string,
): MailContent => ({
  subject: `Logbook week of ${week} signed`,
  text: `Hello ${intern},\n\n${supervisor} signed your logbook entry for the week of ${week}.\n\n${link}${sign}`,
});

export const entryReturnedMail = (
  intern: string,
  supervisor: string,
  week: string,
  remark: string,
  link: string,
): MailContent => ({
  subject: `Logbook week of ${week} returned`,
  text:
    `Hello ${intern},\n\n${supervisor} returned your logbook entry for the week of ${week} ` +
    `with this remark:\n\n${remark}\n\nCorrect it and submit it again here:\n\n${link}${sign}`,
});

export const absenceRequestedMail = (
  supervisor: string,
  intern: string,
  days: string,
  reason: string,
  note: string,
  link: string,
): MailContent => ({
  subject: `Absence request from ${intern}`,
  text:
    `Hello ${supervisor},\n\n${intern} asks to be absent ${days} (${reason}):\n\n${note}\n\n` +
    `Approve or decline it here:\n\n${link}${sign}`,
});

export const absenceDecidedMail = (
  intern: string,
  supervisor: string,
  days: string,
  approved: boolean,
  remark: string | null,
  link: string,
): MailContent => ({
  subject: `Absence request ${approved ? 'approved' : 'declined'}`,
  text:
    `Hello ${intern},\n\n${supervisor} ${approved ? 'approved' : 'declined'} your absence ` +
    `request for ${days}.` +
    (remark ? `\n\nRemark:\n\n${remark}` : '') +
    `\n\n${link}${sign}`,
});
