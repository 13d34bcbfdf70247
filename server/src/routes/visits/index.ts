import { internVisits, supervisedInternVisits } from '../../domain/visits/visits.service';
import type { FastifyZod } from '../../lib/fastify-zod';
import { currentUser } from '../../plugins/auth';
import { bearer, errorResponses, idParams } from '../common';
import { visitsSchema } from './schemas';

const tags = ['visits'];

/** Workplace visits as the intern and their workplace supervisor see them (issue 70). */
export default async function visitRoutes(app: FastifyZod) {
  app.get(
    '/Intern/Visits',
    {
      config: { access: ['INT'] as const },
      schema: {
        tags,
        security: bearer,
        summary: "Your academic supervisor's workplace visits, newest first (at most 50)",
        response: { 200: visitsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => internVisits(app.db, currentUser(request).id),
  );

  app.get(
    '/Supervisor/Intern/:id/Visits',
    {
      config: { access: ['SUP'] as const },
      schema: {
        tags,
        security: bearer,
        summary:
          "Your intern's workplace visits, newest first (at most 50); 404 if not your intern",
        params: idParams,
        response: { 200: visitsSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => supervisedInternVisits(app.db, currentUser(request), request.params.id),
  );
}
