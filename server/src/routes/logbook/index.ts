import type { FastifyZod } from '../../lib/fastify-zod';
import logbookAttachmentRoutes from './attachments';
import attendanceRoutes from './attendance';
import internLogbookRoutes from './intern';
import supervisorAbsenceRoutes from './supervisor-absences';
import supervisorLogbookRoutes from './supervisor-logbook';

/** The internship's weeks: the logbook, absence requests and attendance (issue 55). */
export default async function logbookRoutes(app: FastifyZod) {
  await app.register(internLogbookRoutes);
  await app.register(supervisorLogbookRoutes);
  await app.register(supervisorAbsenceRoutes);
  await app.register(attendanceRoutes);
  await app.register(logbookAttachmentRoutes);
}
