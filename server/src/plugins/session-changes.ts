import fp from 'fastify-plugin';

/**
 * On PostgreSQL, sessions are remembered in the process while the instance hears
 * `session_changes` (migrations 2026112500, 2026120310; plugins/database-channels.ts): a logout,
 * password reset, role change or deletion on another instance drops the user's sessions here
 * within a round trip, and a change of the sign-in policy drops them all (this instance's own
 * changes are said by the code that commits them: `sessionsChanged`, in
 * domain/accounts/session-cache.ts). While the listening connection is down,
 * nothing is remembered and every request looks its session up. SQLite, a lookup of microseconds
 * in the process's own file, remembers nothing; nor does `SESSION_CACHE=off`. Entries also age
 * out of the cache, which bounds what no heartbeat can see.
 */
export default fp(
  async (app) => {
    const cache = app.sessionCache;
    if (!app.databaseChannels || app.config.SESSION_CACHE === 'off') return;
    app.databaseChannels.subscribe('session_changes', {
      heard: (payload) => {
        if (/^\d+$/.test(payload)) cache.forgetUser(Number(payload));
        else cache.forgetAll();
      },
      live: () => cache.resume(),
      lost: () => cache.suspend(),
    });
  },
  { name: 'session-changes', dependencies: ['database-channels'] },
);
