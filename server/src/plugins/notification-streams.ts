import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import { liveSessionIds } from '../domain/accounts/sessions.repository';
import { onLocalNotifications } from '../domain/notifications/local-feed';
import { toNotification } from '../domain/notifications/notification-view';
import { notificationsAfter } from '../domain/notifications/notifications.repository';
import type { Texts } from '../lib/texts';

/** A comment line this often keeps proxies from timing a quiet stream out; sessions are checked. */
const HEARTBEAT_MS = 20_000;
/** What a client waits before reconnecting after a stream ends (EventSource's `retry`). */
const RETRY_MS = 1000;
/** One user's streams at once (tabs): beyond it the oldest is closed. */
const STREAMS_PER_USER = 20;
const BATCH = 100;

interface Stream {
  userId: number;
  sessionId: number;
  lastId: number;
  res: ServerResponse;
  /** The language its notifications are said in: the opening request's. */
  texts: Texts;
  /** Reading rows for it now; `again`: something more was said meanwhile. */
  reading: boolean;
  again: boolean;
}

export interface NotificationStreams {
  /** Holds `res` open as the user's stream, sending the notifications after `lastId`. */
  open(
    res: ServerResponse,
    user: { id: number; sessionId: number },
    lastId: number,
    texts: Texts,
  ): void;
  /** False once the instance is stopping: a stream opened then would hear nothing. */
  accepting(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationStreams: NotificationStreams;
  }
}

/**
 * Notification streams (docs/decisions.md, "Notifications and live updates"): each signed-in
 * tab holds one; a notification reaches it from this process (SQLite) or from the database's
 * `notifications` channel (PostgreSQL, every instance). A stream sends the rows after the last it
 * sent, so nothing is lost whatever woke it; while the channel is unheard, a reconnect of the
 * listener wakes every stream. A stream ends when its session does: on a change heard by the
 * session cache at once, otherwise at the next heartbeat; and when the instance stops.
 */
export default fp(
  async (app) => {
    const byUser = new Map<number, Set<Stream>>();
    let stopping = false;
    const all = () => [...byUser.values()].flatMap((streams) => [...streams]);

    const close = (stream: Stream) => {
      const streams = byUser.get(stream.userId);
      streams?.delete(stream);
      if (streams?.size === 0) byUser.delete(stream.userId);
      stream.res.end();
    };

    const pump = async (stream: Stream) => {
      if (stream.reading) {
        stream.again = true;
        return;
      }
      stream.reading = true;
      try {
        do {
          stream.again = false;
          const rows = await notificationsAfter(app.db, stream.userId, stream.lastId, BATCH);
          for (const row of rows) {
            const data = JSON.stringify(toNotification(row, stream.texts));
            stream.res.write(`id: ${row.id}\nevent: notification\ndata: ${data}\n\n`);
            stream.lastId = row.id;
          }
          if (rows.length === BATCH) stream.again = true;
        } while (stream.again && !stream.res.writableEnded);
      } catch (error) {
        app.log.warn({ err: error }, 'a notification stream could not read');
      } finally {
        stream.reading = false;
      }
    };

    const wake = (userIds: number[] | undefined) => {
      const streams = userIds ? userIds.flatMap((id) => [...(byUser.get(id) ?? [])]) : all();
      for (const stream of streams) void pump(stream);
    };

    let checking: Promise<void> | undefined;
    const checkSessions = (userId?: number) => {
      const streams = userId === undefined ? all() : [...(byUser.get(userId) ?? [])];
      if (streams.length === 0) return;
      const check = async () => {
        const live = await liveSessionIds(
          app.db,
          streams.map((stream) => stream.sessionId),
        );
        for (const stream of streams) {
          if (live.has(stream.sessionId)) continue;
          // Said before the end, so the page signs out now instead of after a reconnect's 401.
          stream.res.write('event: session-ended\ndata: \n\n');
          close(stream);
        }
      };
      checking = check()
        .catch((error) => app.log.warn({ err: error }, 'notification streams unchecked'))
        .finally(() => (checking = undefined));
    };

    const stopLocal = onLocalNotifications(wake);
    const stopSessions = app.sessionCache.onChange(checkSessions);
    const heartbeat = setInterval(() => {
      for (const stream of all()) stream.res.write(': heartbeat\n\n');
      checkSessions();
    }, HEARTBEAT_MS);
    heartbeat.unref();

    app.databaseChannels?.subscribe('notifications', {
      heard: (payload) => wake(/^\d+$/.test(payload) ? [Number(payload)] : undefined),
      // What was said while unheard is read now.
      live: () => wake(undefined),
      lost: () => {},
    });

    app.decorate('notificationStreams', {
      open(res, user, lastId, texts) {
        const stream: Stream = {
          userId: user.id,
          sessionId: user.sessionId,
          lastId,
          res,
          texts,
          reading: false,
          again: false,
        };
        const streams = byUser.get(user.id) ?? new Set<Stream>();
        byUser.set(user.id, streams);
        if (streams.size >= STREAMS_PER_USER) close(streams.values().next().value!);
        streams.add(stream);
        res.on('close', () => close(stream));
        res.write(`retry: ${RETRY_MS}\n\n`);
        void pump(stream);
      },
      accepting: () => !stopping,
    });

    // Open streams would hold the stop until their clients left: they reconnect elsewhere.
    app.addHook('preClose', async () => {
      stopping = true;
      stopLocal();
      stopSessions();
      clearInterval(heartbeat);
      for (const stream of all()) close(stream);
      await checking;
    });
  },
  { name: 'notification-streams', dependencies: ['db', 'database-channels'] },
);
