import type { FastifyZod } from '../../lib/fastify-zod';
import adminPersonalDataRoutes from './admin';
import publicPersonalDataRoutes from './public';

export default async function personalDataRoutes(app: FastifyZod) {
  await app.register(publicPersonalDataRoutes);
  await app.register(adminPersonalDataRoutes);
}
