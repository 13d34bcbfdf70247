import { shortDay, type Texts } from '../../lib/texts';
import { hello, mailText, type MailContent } from '../mail/templates';

export const taskAssignedMail = (
  texts: Texts,
  intern: string,
  supervisor: string,
  task: string,
  /** YYYY-MM-DD; written as the reader's language writes a date, as the screens do. */
  deadline: string,
  link: string,
): MailContent => {
  const { t } = texts;
  return {
    subject: t('New task: {task}', { task }),
    text: mailText(
      texts,
      hello(texts, intern),
      t('{supervisor} assigned you a task, "{task}", due on {deadline}. See it here:', {
        supervisor,
        task,
        deadline: shortDay(deadline),
      }),
      link,
    ),
  };
};

export const taskRatedMail = (
  texts: Texts,
  intern: string,
  task: string,
  rating: number,
  link: string,
): MailContent => {
  const { t } = texts;
  return {
    subject: t('Your task was rated: {task}', { task }),
    text: mailText(
      texts,
      hello(texts, intern),
      t('Your task "{task}" was rated {rating}%. See it here:', { task, rating }),
      link,
    ),
  };
};

export const taskCompletedMail = (
  texts: Texts,
  supervisor: string,
  intern: string,
  task: string,
  link: string,
): MailContent => {
  const { t } = texts;
  return {
    subject: t('Task completed: {task}', { task }),
    text: mailText(
      texts,
      hello(texts, supervisor),
      t('{intern} marked the task "{task}" as completed. Rate it here:', { intern, task }),
      link,
    ),
  };
};
