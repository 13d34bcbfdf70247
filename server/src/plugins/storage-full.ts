import path from 'node:path';
import fp from 'fastify-plugin';
import { isSqliteIoError, isStorageFull } from '../lib/db-errors';
import { diskLooksFull } from '../lib/disk-space';

export interface StorageFull {
  /**
   * Whether `error` failed as nothing can be stored: a full or read-only disk's code, or SQLite's
   * I/O error while its disk has no room left (only the disk's room tells which).
   */
  isCause(error: unknown): boolean;
  /**
   * Notes a request refused as nothing can be stored (lib/db-errors.ts, answered 507): the first
   * refusal of a spell names the cause in the log; the others are counted, until a write is
   * stored again, which is logged with how long it was and how many were refused.
   */
  refused(error: unknown): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    storageFull: StorageFull;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A full or read-only disk fails every write alike: a line per refused write (hundreds a
 * minute under load) hid the one that said why. One line when writes start failing, one when a
 * write is stored again.
 */
export default fp(
  async (app) => {
    let spell: { since: number; refused: number } | undefined;
    const { database } = app.config;
    const databaseDir = database.dialect === 'sqlite' ? path.dirname(database.url) : undefined;
    app.decorate('storageFull', {
      isCause: (error) =>
        isStorageFull(error) ||
        (databaseDir !== undefined && isSqliteIoError(error) && diskLooksFull(databaseDir)),
      refused(error) {
        if (spell) {
          spell.refused += 1;
          return;
        }
        spell = { since: Date.now(), refused: 1 };
        app.log.error(
          { err: error },
          'nothing can be stored (the disk is full or read-only): writes are answered 507 until one is stored again',
        );
      },
    });
    app.addHook('onResponse', async (request, reply) => {
      if (!spell || READS.has(request.method) || reply.statusCode >= 400) return;
      const seconds = Math.round((Date.now() - spell.since) / 1000);
      app.log.warn({ seconds, refused: spell.refused }, 'writes are stored again');
      spell = undefined;
    });
  },
  { name: 'storage-full' },
);
