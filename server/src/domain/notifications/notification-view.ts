import { m, type Texts } from '../../lib/texts';
import { isNotificationKind, NOTIFICATION_KINDS } from './notification-kinds';
import type { NotificationRow } from './notifications.repository';

const SOMETHING_CHANGED = m('Something changed.');

/**
 * A notification as the API and the streams answer it, its text in the reader's language: the
 * request's for the API and the streams, the recipient's stored one for the e-mails.
 */
export function toNotification(row: NotificationRow, texts: Texts) {
  // A kind this version does not know (a newer instance's, during a rolling upgrade) says little.
  const kind = isNotificationKind(row.kind) ? NOTIFICATION_KINDS[row.kind] : undefined;
  return {
    Id: row.id,
    Kind: row.kind,
    Who: row.who,
    Subject: row.subject,
    Ref: row.ref,
    Text: kind ? kind.text(texts, row.who, row.subject) : texts.t(SOMETHING_CHANGED),
    Path: kind ? kind.path(row.ref) : '/',
    CreatedAt: row.created_at,
    Read: row.read_at !== null,
  };
}
