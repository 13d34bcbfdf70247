import type { Transporter } from 'nodemailer';
import type { OutboxMessage } from '../../db/schema';
import type { MailAttachment } from './outbox.repository';

export type SendMail = (message: OutboxMessage) => Promise<void>;

/**
 * The Message-ID of an outbox row: the same on every attempt and from every instance sharing the
 * database (`installation` is kept in `app_secrets`), so a message sent twice (an instance dying
 * after the SMTP server accepted it but before the row was marked sent) is recognisably one
 * message to the receiving server and to mail clients. See docs/decisions.md, "E-mail delivery".
 */
export function outboxMessageId(outboxId: number, installation: string, from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = /@([A-Za-z0-9.-]+)$/.exec(address.trim())?.[1] ?? 'localhost';
  return `<outbox.${outboxId}.${installation}@${domain}>`;
}

/**
 * SMTP through nodemailer; short timeouts so a dead server fails fast and the outbox retries.
 * nodemailer is loaded with the first message: an instance (or a test) that sends none never
 * loads it.
 */
export function createSmtpSender(smtpUrl: string, from: string, installation: string) {
  let opened: Promise<Transporter> | undefined;
  const transporter = () =>
    (opened ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  const send: SendMail = async (message) => {
    const transport = await transporter();
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
      messageId: outboxMessageId(message.id, installation, from),
      headers: { 'X-Outbox-Id': String(message.id) },
    });
  };
  return { send, close: () => void opened?.then((transport) => transport.close()) };
}
