import { programmeReport } from '../../domain/reports/report.service';
import type { FastifyZod } from '../../lib/fastify-zod';
import { todayIn } from '../../lib/time';
import { bearer, errorResponses } from '../common';
import { reportQuery, toScope } from './report-query';
import { reportSchema } from './report-schemas';

const admin = { access: ['ADM'] as const };
const tags = ['reports'];

/** docs/decisions.md, "Intakes": an intake's or a date range's figures. */
export default async function reportRoutes(app: FastifyZod) {
  const zone = () => app.config.APP_TIMEZONE;

  app.get(
    '/Admin/Report',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'The programme report of an intake (none: the default) or a date range',
        querystring: reportQuery,
        response: { 200: reportSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => programmeReport(app.db, toScope(request.query), todayIn(zone()), zone()),
  );
}
