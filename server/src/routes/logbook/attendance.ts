import { z } from 'zod';
import { readAttendance } from '../../domain/logbook/attendance';
import type { FastifyZod } from '../../lib/fastify-zod';
import { currentUser } from '../../plugins/auth';
import { bearer, errorResponses } from '../common';
import { attendanceSchema } from './schemas';
import { m } from '../../lib/texts';

const internParams = z.object({
  internId: z.coerce
    .number({ error: m('The intern id must be a number.') })
    .int()
    .positive(),
});

/** docs/decisions.md, "Logbook and attendance": the days expected, present, excused, absent. */
export default async function attendanceRoutes(app: FastifyZod) {
  app.get(
    '/Attendance/:internId',
    {
      config: { access: ['INT', 'SUP', 'ADM'] },
      schema: {
        tags: ['logbook'],
        security: bearer,
        summary: "An intern's attendance so far: the intern, their supervisor, or any admin",
        params: internParams,
        response: { 200: attendanceSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      readAttendance(app.db, app.config, currentUser(request), request.params.internId),
  );
}
