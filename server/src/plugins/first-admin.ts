import fp from 'fastify-plugin';
import { ensureFirstAdmin } from '../domain/accounts/first-admin';

export default fp(
  async (app) => {
    app.addHook('onReady', async () => {
      await ensureFirstAdmin(app.db, app.config, app.log);
    });
  },
  { name: 'first-admin', dependencies: ['db'] },
);
