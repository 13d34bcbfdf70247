import fp from 'fastify-plugin';
import { getOrCreateSecret } from '../domain/secrets/secrets.repository';

declare module 'fastify' {
  interface FastifyInstance {
    secrets: { fileLinks: string };
  }
}

/** Secrets generated on first start and shared through the database (see README). */
export default fp(
  async (app) => {
    const secrets = { fileLinks: await getOrCreateSecret(app.db, 'file_links_hmac') };
    app.decorate('secrets', secrets);
  },
  { name: 'secrets', dependencies: ['db'] },
);
