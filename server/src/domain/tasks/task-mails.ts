import type { MailContent } from '../mail/templates';

const sign = '\n\nThe Internship Programme team';

export const taskAssignedMail = (
  intern: string,
  supervisor: string,
  task: string,
  deadline: string,
  link: string,
): MailContent => ({
  subject: `New task: ${task}`,
  text:
    `Hello ${intern},\n\n${supervisor} assigned you a task, "${task}", due on ${deadline}. ` +
    `See it here:\n\n${link}` +
    sign,
});

export const taskRatedMail = (
  intern: string,
  task: string,
  rating: number,
  link: string,
): MailContent => ({
  subject: `Your task was rated: ${task}`,
  text:
    `Hello ${intern},\n\nYour task "${task}" was rated ${rating}%. See it here:\n\n${link}` + sign,
});

export const taskCompletedMail = (
  supervisor: string,
  intern: string,
  task: string,
  link: string,
): MailContent => ({
  subject: `Task completed: ${task}`,
  text:
    `Hello ${supervisor},\n\n${intern} marked the task "${task}" as completed. ` +
    `Rate it here:\n\n${link}` +
    sign,
});
