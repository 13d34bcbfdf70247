import type { FastifyZod } from '../../lib/fastify-zod';
import applicationFileRoutes from './files';
import publicApplicationRoutes from './public';
import reviewRoutes from './review';

export default async function applicationRoutes(app: FastifyZod) {
  await app.register(publicApplicationRoutes);
  await app.register(reviewRoutes);
  await app.register(applicationFileRoutes);
}
