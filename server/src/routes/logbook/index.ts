import type { FastifyZod } from '../../lib/fastify-zod';
import attendanceRoutes from './attendance';

/** The internship's weeks: the logbook, absence requests and attendance (issue 55). */
export default async function logbookRoutes(app: FastifyZod) {
  await app.register(attendanceRoutes);
}
