import { type Day, type Texts } from '../../lib/texts';
import { hello, mailText, type MailContent } from '../mail/templates';

/** The one reminder of a week left unsubmitted; `week` as '5 January 2027'. */
export const logbookReminderMail = (
  texts: Texts,
  name: string,
  week: Day,
  link: string,
): MailContent => {
  const { t } = texts;
  return {
    subject: t('Your logbook for the week of {week}', { week }),
    text: mailText(
      texts,
      hello(texts, name),
      t(
        "Your logbook entry for the week of {week} is not submitted yet. Write it and submit it for your supervisor's review:",
        { week },
      ),
      link,
    ),
  };
};
