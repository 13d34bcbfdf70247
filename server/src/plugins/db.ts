import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { createDatabase, type Db, type Dialect } from '../db/database';
import { prepareSchema } from '../db/migrator';
import { SessionCache, useSessionCache } from '../domain/accounts/session-cache';
import { fileIdentity, type FileIdentity } from '../domain/health/readiness';
import { ensurePrivateDir } from '../lib/private-files';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
    /** Sessions this instance remembers (PostgreSQL only; plugins/session-changes.ts). */
    sessionCache: SessionCache;
    /** SQLite: the file opened, so readiness sees it moved or replaced. */
    sqliteFile: FileIdentity | undefined;
  }
}

/**
 * Opens the database of the configuration, migrates it to the latest schema (unless
 * MIGRATE_ON_START=off) after refusing one newer than this code, closes it last.
 */
export default fp(
  async (app) => {
    const { dialect, url, pool } = app.config.database;
    ensurePrivateDir(app.config.DATA_DIR);
    const db = createDatabase(dialect, url, {
      onLostConnection: (error) => app.log.warn({ err: error }, 'a database connection was lost'),
      pool,
    });
    const sessionCache = new SessionCache(app.config.sessionCache.maxAgeMs);
    useSessionCache(db, sessionCache);
    try {
      await sql`select 1`.execute(db);
      await prepareSchema(db, app.config.MIGRATE_ON_START === 'on');
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.decorate('dialect', dialect);
    app.decorate('sessionCache', sessionCache);
    app.decorate('sqliteFile', dialect === 'sqlite' ? fileIdentity(url) : undefined);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
    app.log.info({ dialect }, 'database ready');
  },
  { name: 'db' },
);
