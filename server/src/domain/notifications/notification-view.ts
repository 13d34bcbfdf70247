import { isNotificationKind, NOTIFICATION_KINDS } from './notification-kinds';
import type { NotificationRow } from './notifications.repository';

/** A notification as the API and the streams answer it. */
export function toNotification(row: NotificationRow) {
  // A kind this version does not know (a newer instance's, during a rolling upgrade) says little.
  const kind = isNotificationKind(row.kind) ? NOTIFICATION_KINDS[row.kind] : undefined;
  return {
    Id: row.id,
    Kind: row.kind,
    Who: row.who,
    Subject: row.subject,
    Ref: row.ref,
    Text: kind ? kind.text(row.who, row.subject) : 'Something changed.',
    Path: kind ? kind.path(row.ref) : '/',
    CreatedAt: row.created_at,
    Read: row.read_at !== null,
  };
}
