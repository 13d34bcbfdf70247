import fp from 'fastify-plugin';
import { Client } from 'pg';

const RECONNECT_MS = 1000;

/**
 * On PostgreSQL, sessions are remembered in the process while a connection of its own LISTENs
 * to `session_changes` (migration 2026112500): a logout, password reset, role change or deletion
 * on another instance drops the user's sessions here within a round trip (this instance's own
 * changes are seen as they are made: db/session-writes.ts). While that connection is
 * down, nothing is remembered and every request looks its session up. SQLite, a lookup of
 * microseconds in the process's own file, remembers nothing; nor does `SESSION_CACHE=off`.
 */
export default fp(
  async (app) => {
    const cache = app.sessionCache;
    if (app.dialect !== 'postgres' || app.config.SESSION_CACHE === 'off') return;

    let client: Client | undefined;
    let closing = false;
    let retry: NodeJS.Timeout | undefined;
    const listen = async () => {
      const next = new Client({ connectionString: app.config.database.url });
      client = next;
      next.on('notification', (message) => cache.forgetUser(Number(message.payload)));
      next.on('error', (error) => lost(next, error));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        await next.query('LISTEN session_changes');
        if (client === next && !closing) cache.resume();
      } catch (error) {
        lost(next, error);
      }
    };
    const lost = (which: Client, error?: unknown) => {
      if (which !== client) return;
      cache.suspend();
      client = undefined;
      which.removeAllListeners();
      which.on('error', () => {});
      void which.end().catch(() => {});
      if (closing) return;
      app.log.warn(
        { err: error },
        'session changes unheard: sessions are looked up until heard again',
      );
      retry = setTimeout(() => void listen(), RECONNECT_MS);
    };

    await listen();
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(retry);
      cache.suspend();
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    });
  },
  { name: 'session-changes', dependencies: ['db'] },
);
