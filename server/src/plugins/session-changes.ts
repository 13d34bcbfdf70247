import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { Client } from 'pg';

const CHANNEL = 'session_changes';
const HEARTBEAT = 'heartbeat:';
/** TCP keep-alive probes after this idleness, under the idle timeout of most NATs and firewalls. */
const KEEPALIVE_MS = 10_000;
/** How long a closing instance waits for its goodbye to be answered before cutting. */
const GOODBYE_MS = 1000;

/** `promise`, or a rejection once `ms` have passed without its answer. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * On PostgreSQL, sessions are remembered in the process while a connection of its own LISTENs
 * to `session_changes` (migration 2026112500): a logout, password reset, role change or deletion
 * on another instance drops the user's sessions here within a round trip (this instance's own
 * changes are said by the code that commits them: `sessionsChanged`, in
 * domain/accounts/session-cache.ts). While that connection is down, nothing is remembered and
 * every request looks its session up. SQLite, a lookup of microseconds in the process's own
 * file, remembers nothing; nor does `SESSION_CACHE=off`.
 *
 * A connection can also die silently (a NAT or firewall that forgets the flow, a failover
 * without a reset): so it notifies the channel itself every `heartbeatMs` and must hear that
 * back within `heartbeatTimeoutMs`, or it counts as lost. Entries also age out of the cache
 * (domain/accounts/session-cache.ts), which bounds what no heartbeat can see.
 */
export default fp(
  async (app) => {
    const cache = app.sessionCache;
    if (app.dialect !== 'postgres' || app.config.SESSION_CACHE === 'off') return;
    const { heartbeatMs, heartbeatTimeoutMs, reconnectMs } = app.config.sessionCache;
    const { url, listenUrl = url } = app.config.database;

    let client: Client | undefined;
    let closing = false;
    let retry: NodeJS.Timeout | undefined;
    let nextBeat: NodeJS.Timeout | undefined;
    /** The heartbeat awaited on the current connection, and what to do when it is heard. */
    let awaited: { payload: string; heard: () => void } | undefined;

    const heard = (payload = '') => {
      if (payload.startsWith(HEARTBEAT)) {
        if (payload === awaited?.payload) awaited.heard();
      } else if (/^\d+$/.test(payload)) {
        cache.forgetUser(Number(payload));
      } else {
        cache.forgetAll();
      }
    };

    const beat = async (which: Client) => {
      const payload = `${HEARTBEAT}${randomUUID()}`;
      const echo = new Promise<void>((resolve) => (awaited = { payload, heard: resolve }));
      try {
        await within(
          heartbeatTimeoutMs,
          Promise.all([which.query('select pg_notify($1, $2)', [CHANNEL, payload]), echo]),
        );
      } catch (error) {
        lost(which, error);
        return;
      }
      if (which === client) nextBeat = setTimeout(() => void beat(which), heartbeatMs);
    };

    const listen = async () => {
      const next = new Client({
        connectionString: listenUrl,
        // Named in pg_stat_activity, whatever it ran last.
        application_name: 'session changes',
        keepAlive: true,
        keepAliveInitialDelayMillis: KEEPALIVE_MS,
        connectionTimeoutMillis: heartbeatTimeoutMs,
      });
      client = next;
      next.on('notification', (message) => heard(message.payload));
      next.on('error', (error) => lost(next, error));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        await within(heartbeatTimeoutMs, next.query(`LISTEN ${CHANNEL}`));
      } catch (error) {
        lost(next, error);
        return;
      }
      if (client !== next || closing) return;
      cache.resume();
      if (heartbeatMs > 0) nextBeat = setTimeout(() => void beat(next), heartbeatMs);
    };

    /** Ends a connection that may not answer: no goodbye is awaited on it. */
    const drop = (which: Client) => {
      which.removeAllListeners();
      which.on('error', () => {});
      which.connection.stream.destroy();
    };

    const lost = (which: Client, error?: unknown) => {
      if (which !== client) return;
      cache.suspend();
      client = undefined;
      awaited = undefined;
      clearTimeout(nextBeat);
      drop(which);
      if (closing) return;
      app.log.warn(
        { err: error },
        'session changes unheard: sessions are looked up until heard again',
      );
      retry = setTimeout(() => void listen(), reconnectMs);
    };

    await listen();
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(retry);
      clearTimeout(nextBeat);
      cache.suspend();
      const last = client;
      client = undefined;
      if (!last) return;
      await within(GOODBYE_MS, last.end()).catch(() => drop(last));
    });
  },
  { name: 'session-changes', dependencies: ['db'] },
);
