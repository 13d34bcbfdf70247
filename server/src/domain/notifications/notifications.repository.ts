import type { DbOrTrx } from '../../db/database';
import type { NotificationsTable } from '../../db/schema';
import type { Insertable } from 'kysely';
import { sqlRules } from '../../db/sql-rules';
import { containsAny } from '../../db/text-search.repository';

export type NewNotification = Omit<Insertable<NotificationsTable>, 'created_at' | 'read_at'>;

/** Answers the new rows' ids. */
export async function insertNotifications(db: DbOrTrx, rows: NewNotification[], now: string) {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('notifications')
    .values(rows.map((row) => ({ ...row, created_at: now })))
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}

/** The recipients of a kind, with their e-mail choice for it (null: never chosen) and language. */
export async function recipientsOf(db: DbOrTrx, userIds: number[], kind: string) {
  return db
    .selectFrom('users')
    .leftJoin('notification_preferences as p', (join) =>
      join.onRef('p.user_id', '=', 'users.id').on('p.kind', '=', kind),
    )
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.role',
      'users.archived_at',
      'users.language',
      'p.mail',
    ])
    .where('users.id', 'in', userIds)
    .orderBy('users.id')
    .execute();
}

/** The active administrators: who hears of applications, activations and undelivered e-mail. */
export async function activeAdminIds(db: DbOrTrx): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'ADM')
    .where('archived_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

export async function adminsWithUnread(db: DbOrTrx, kind: string): Promise<number[]> {
  const rows = await db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select('users.id')
    .distinct()
    .where('users.role', '=', 'ADM')
    .where('notifications.kind', '=', kind)
    .where('notifications.read_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Notifications with who did it, read by reference, so an erasure shows in them at once: what
 * the API, the streams, the plain e-mails and the digest all draw a notification from.
 */
export const notificationView = (db: DbOrTrx) =>
  db
    .selectFrom('notifications as n')
    .leftJoin('users as actor', 'actor.id', 'n.actor_id')
    .leftJoin('applications as app', 'app.id', 'n.application_id')
    .leftJoin('outbox as mail', 'mail.id', 'n.mail_id')
    .select(['n.id', 'n.user_id', 'n.kind', 'n.subject', 'n.ref', 'n.created_at', 'n.read_at'])
    .select((eb) =>
      eb.fn.coalesce('actor.name', 'app.name', 'mail.recipient', eb.val('')).as('who'),
    );

/** A user's own. */
const withWho = (db: DbOrTrx, userId: number) =>
  notificationView(db).where('n.user_id', '=', userId);

/** These notifications (just written), each with its recipient's id. */
export async function notificationsByIds(db: DbOrTrx, ids: number[]) {
  return notificationView(db).where('n.id', 'in', ids).execute();
}

export type NotificationRow = Awaited<ReturnType<typeof notificationsAfter>>[number];

/** Oldest first: what a stream has not sent yet. */
export async function notificationsAfter(
  db: DbOrTrx,
  userId: number,
  afterId: number,
  limit: number,
) {
  return withWho(db, userId).where('n.id', '>', afterId).orderBy('n.id').limit(limit).execute();
}

export interface NotificationFilter {
  /** Matched in who did it and what it is about. */
  search?: string;
  state?: 'unread' | 'read';
}

const filtered = (db: DbOrTrx, userId: number, { search, state }: NotificationFilter) => {
  let query = withWho(db, userId);
  if (state) query = query.where('n.read_at', state === 'unread' ? 'is' : 'is not', null);
  if (search) {
    const columns = ['n.subject', 'actor.name', 'app.name', 'mail.recipient'];
    query = query.where((eb) => containsAny(eb, sqlRules(db).like, columns, search));
  }
  return query;
};

/** One page, newest first unless `oldestFirst`, with how many match. */
export async function notificationsPage(
  db: DbOrTrx,
  userId: number,
  filter: NotificationFilter,
  page: { offset: number; limit: number; oldestFirst: boolean },
) {
  const [rows, count] = await Promise.all([
    filtered(db, userId, filter)
      .orderBy('n.id', page.oldestFirst ? 'asc' : 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(db, userId, filter)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function countNotifications(db: DbOrTrx, userId: number) {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.count<number | string>('id').filterWhere('read_at', 'is', null).as('unread'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

/** The newest notification's id: where a new stream without Last-Event-ID starts. */
export async function lastNotificationId(db: DbOrTrx, userId: number) {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.max('id').as('last'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** Marks one (`id`) or every unread notification of the user read; answers how many changed. */
export async function markNotificationsRead(
  db: DbOrTrx,
  userId: number,
  id: number | 'all',
  now: string,
) {
  let query = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (id !== 'all') query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function notificationExists(db: DbOrTrx, userId: number, id: number) {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** An erased account's own notifications; what others were told of it is anonymised by reference. */
export async function deleteNotificationsOf(db: DbOrTrx, userId: number) {
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
}

/** A person's notifications as their data copy lists them: what each said, and when. */
export async function readNotificationRecords(db: DbOrTrx, userId: number) {
  const rows = await withWho(db, userId).orderBy('n.id').execute();
  return rows.map((row) => ({
    kind: row.kind,
    who: row.who,
    subject: row.subject,
    createdAt: row.created_at,
    readAt: row.read_at,
  }));
}

/** Retention: RETAIN_NOTIFICATION_DAYS. */
export async function deleteNotificationsBefore(db: DbOrTrx, before: string) {
  const result = await db
    .deleteFrom('notifications')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
