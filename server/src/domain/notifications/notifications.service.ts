import type { DbOrTrx } from '../../db/database';
import { sqlRules } from '../../db/sql-rules';
import { isoNow } from '../../lib/time';
import { announceLocally } from './local-feed';
import type { NotificationKind } from './notification-kinds';
import { activeAdminIds, adminsWithUnread, insertNotifications } from './notifications.repository';

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
}

/**
 * Tells the people an event concerns: call it inside the transaction that makes the change, so
 * that a notification exists exactly when its change does. Nobody is told of their own act.
 */
export async function notify(db: DbOrTrx, event: NotificationEvent) {
  const ids = event.to === 'admins' ? await activeAdminIds(db) : [event.to].flat();
  const recipients = [...new Set(ids)].filter((id) => id !== event.actorId);
  await insertNotifications(
    db,
    recipients.map((userId) => ({
      user_id: userId,
      kind: event.kind,
      actor_id: event.actorId ?? null,
      application_id: event.applicationId ?? null,
      mail_id: event.mailId ?? null,
      subject: event.subject ?? '',
      ref: event.ref === undefined ? '' : String(event.ref),
    })),
    isoNow(),
  );
  if (recipients.length > 0 && sqlRules(db).dialect === 'sqlite') announceLocally(recipients);
}

/**
 * An e-mail's first failed attempt tells the administrators, once: one who has not read the last
 * such notification is not told again (an SMTP outage fails every message), since it leads to
 * the list of every undelivered e-mail anyway.
 */
export async function notifyUndelivered(db: DbOrTrx, mail: { id: number; subject: string }) {
  const told = new Set(await adminsWithUnread(db, 'mail_undelivered'));
  const to = (await activeAdminIds(db)).filter((id) => !told.has(id));
  await notify(db, { kind: 'mail_undelivered', to, mailId: mail.id, subject: mail.subject });
}
