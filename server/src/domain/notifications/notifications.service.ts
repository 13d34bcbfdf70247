import type { Config } from '../../config';
import type { DbOrTrx } from '../../db/database';
import type { MailChoice, Role } from '../../db/schema';
import { sqlRules } from '../../db/sql-rules';
import { languageOf, textsIn, type Texts } from '../../lib/texts';
import { isoNow } from '../../lib/time';
import { enqueueMail } from '../mail/outbox.repository';
import type { MailContent } from '../mail/templates';
import { announceLocally } from './local-feed';
import { DASHBOARDS, NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';
import { notificationMail } from './notification-mails';
import { toNotification } from './notification-view';
import {
  activeAdminIds,
  adminsWithUnread,
  insertNotifications,
  notificationsByIds,
  recipientsOf,
  type NotificationRow,
} from './notifications.repository';

export interface NotificationEvent {
  kind: NotificationKind;
  /** Who is told: users' ids, or every active administrator. */
  to: number | number[] | 'admins';
  /** Who did it: a user, an application's applicant, or an e-mail's recipient. */
  actorId?: number | null;
  applicationId?: number;
  mailId?: number;
  subject?: string;
  ref?: string | number;
  /**
   * The kind's own e-mail to one recipient (the others who want one get the plain one), written
   * in that recipient's language.
   */
  mail?: { to: number; content: (texts: Texts) => MailContent };
}

/** The recipient's choice: an essential kind always goes, a kind without e-mail never. */
export function mailChoiceOf(kind: NotificationKind, stored: MailChoice | null): MailChoice {
  const info: { mail: string; mailByDefault?: boolean; defaultMail?: MailChoice } =
    NOTIFICATION_KINDS[kind];
  if (info.mail === 'essential') return 'immediate';
  if (info.mail === 'none') return 'never';
  return stored ?? info.defaultMail ?? (info.mailByDefault ? 'immediate' : 'never');
}

/** A recipient's profile page, where the e-mail preferences are. */
export const profileLink = (config: Config, role: Role) =>
  `${config.PUBLIC_URL}${DASHBOARDS[role]}/profile`;

/**
 * Tells the people an event concerns: call it inside the transaction that makes the change, so
 * that a notification (and its e-mail) exists exactly when its change does. Nobody is told of
 * their own act. Each recipient is e-mailed as they chose: now (the kind's own e-mail, or the plain
 * one), in tomorrow morning's digest (Monday's for a weekly kind), or never. Answers the e-mails queued, to deliver at once.
 */
export async function notify(db: DbOrTrx, config: Config, event: NotificationEvent) {
  const told = event.to === 'admins' ? await activeAdminIds(db) : [event.to].flat();
  const unique = [...new Set(told)].filter((id) => id !== event.actorId);
  if (unique.length === 0) return [];
  const recipients = await recipientsOf(db, unique, event.kind);
  const choices = recipients.map((recipient) =>
    recipient.archived_at ? 'never' : mailChoiceOf(event.kind, recipient.mail),
  );
  const written = await insertNotifications(
    db,
    recipients.map((recipient, index) => ({
      user_id: recipient.id,
      kind: event.kind,
      actor_id: event.actorId ?? null,
      application_id: event.applicationId ?? null,
      mail_id: event.mailId ?? null,
      subject: event.subject ?? '',
      ref: event.ref === undefined ? '' : String(event.ref),
      digest: choices[index] === 'digest' ? ('waiting' as const) : null,
    })),
    isoNow(),
  );
  const mailed = recipients.filter((_, index) => choices[index] === 'immediate');
  const ownMail = (userId: number) => (event.mail?.to === userId ? event.mail.content : null);
  // A kind without an e-mail of its own (or to another recipient) is e-mailed as the bell shows it.
  const rows = mailed.some((recipient) => !ownMail(recipient.id))
    ? new Map((await notificationsByIds(db, written)).map((row) => [row.user_id, row]))
    : new Map<number, NotificationRow>();
  const mailIds: number[] = [];
  for (const recipient of mailed) {
    // Each in the recipient's own language (null until they sign in: English).
    const texts = textsIn(languageOf(recipient.language));
    const row = rows.get(recipient.id);
    const view = row && toNotification(row, texts);
    const content =
      ownMail(recipient.id)?.(texts) ??
      notificationMail(
        texts,
        recipient.name,
        view?.Text ?? '',
        `${config.PUBLIC_URL}${view?.Path ?? ''}`,
        profileLink(config, recipient.role),
      );
    mailIds.push(await enqueueMail(db, { to: recipient.email, ...content }));
  }
  if (sqlRules(db).dialect === 'sqlite') announceLocally(recipients.map((r) => r.id));
  return mailIds;
}

/**
 * An e-mail's first failed attempt tells the administrators, once: one who has not read the last
 * such notification is not told again (an SMTP outage fails every message), since it leads to
 * the list of every undelivered e-mail anyway.
 */
export async function notifyUndelivered(
  db: DbOrTrx,
  config: Config,
  mail: { id: number; subject: string },
) {
  const told = new Set(await adminsWithUnread(db, 'mail_undelivered'));
  const to = (await activeAdminIds(db)).filter((id) => !told.has(id));
  await notify(db, config, {
    kind: 'mail_undelivered',
    to,
    mailId: mail.id,
    subject: mail.subject,
  });
}
