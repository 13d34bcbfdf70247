import { EventEmitter } from 'node:events';

/**
 * Notifications added by this process, for its own open streams. On PostgreSQL every instance
 * (this one too) hears of them from the database when they commit (migration 2026112710), so
 * this feed carries SQLite's only: one process per database file. It may speak before the
 * commit: a stream reads through the database's one connection, which the transaction holds
 * until it ends, so it reads what committed and nothing of a rollback.
 */
const feed = new EventEmitter();
feed.setMaxListeners(0);

export function onLocalNotifications(listener: (userIds: number[]) => void) {
  feed.on('added', listener);
  return () => void feed.off('added', listener);
}

export function announceLocally(userIds: number[]) {
  setImmediate(() => feed.emit('added', userIds));
}
