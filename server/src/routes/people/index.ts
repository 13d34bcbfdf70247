import type { FastifyZod } from '../../lib/fastify-zod';
import adminPeopleRoutes from './admin';
import profileRoutes from './profile';

export default async function peopleRoutes(app: FastifyZod) {
  await app.register(profileRoutes);
  await app.register(adminPeopleRoutes);
}
