import fp from 'fastify-plugin';
import { notFound } from '../lib/errors';
import { MAX_DB_ID } from '../lib/numbers';

/**
 * A path id beyond what the id columns hold names no record: it is a 404 on both databases
 * before any query runs (PostgreSQL would refuse the comparison with a 500).
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const params = request.params as Record<string, unknown> | undefined;
      for (const value of Object.values(params ?? {})) {
        if (typeof value === 'string' && /^\d{10,}$/.test(value) && Number(value) > MAX_DB_ID) {
          throw notFound();
        }
      }
    });
  },
  { name: 'path-ids' },
);
