import nodemailer from 'nodemailer';
import type { OutboxMessage } from '../../db/schema';
import type { MailAttachment } from './outbox.repository';

export type SendMail = (message: OutboxMessage) => Promise<void>;

/** SMTP through nodemailer; short timeouts so a dead server fails fast and the outbox retries. */
export function createSmtpSender(smtpUrl: string, from: string) {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const send: SendMail = async (message) => {
    const attachments: MailAttachment[] = message.attachments
      ? JSON.parse(message.attachments)
      : [];
    const calendar = attachments.find((attachment) => attachment.method);
    await transport.sendMail({
      from,
      to: message.recipient,
      subject: message.subject,
      text: message.body_text,
      attachments: attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
      // Also offered as the calendar alternative, so mail clients show Accept/Decline buttons.
      icalEvent: calendar ? { method: calendar.method, content: calendar.content } : undefined,
      headers: { 'X-Outbox-Id': String(message.id) },
    });
  };
  return { send, close: () => transport.close() };
}
