import { z } from 'zod';
import type { ApplicationStatus } from '../../db/schema';
import { listApplicationsByStatus } from '../../domain/applications/applications.repository';
import { dashboardCounts } from '../../domain/applications/dashboard.service';
import type { FastifyZod } from '../../lib/fastify-zod';
import { toListRequest, totalField } from '../../lib/list-query';
import { applicationSchema, toApplication } from '../applications/schemas';
import { bearer, errorResponses } from '../common';
import { applicantsQuery, interviewsQuery, pageOfApplications } from './application-lists';
import mailRoutes from './mail';

const tags = ['admin'];
const admin = { access: ['ADM'] as const };
const applicantsAnswer = {
  200: z.object({ Applicants: z.array(applicationSchema), Total: totalField }),
  ...errorResponses(401, 403, 422),
};
const count = z.number().int();

export default async function adminRoutes(app: FastifyZod) {
  await app.register(mailRoutes);

  app.get(
    '/Admin/User/Applicants',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'The review queue: applications in Processing, newest first',
        querystring: applicantsQuery,
        response: applicantsAnswer,
      },
    },
    async (request) => {
      const list = toListRequest(request.query);
      if (list) {
        const { filter, ...rest } = list;
        return pageOfApplications(app.db, ['Processing'], {
          ...rest,
          filter: { positionId: filter },
        });
      }
      const rows = await listApplicationsByStatus(app.db, ['Processing']);
      return { Applicants: rows.map(toApplication) };
    },
  );

  app.get(
    '/Admin/User/Interviews',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Applications that left the queue (Accepted, Passed, Declined), newest first',
        querystring: interviewsQuery,
        response: applicantsAnswer,
      },
    },
    async (request) => {
      const statuses: ApplicationStatus[] = ['Accepted', 'Passed', 'Declined'];
      const list = toListRequest(request.query);
      if (list) {
        const { filter, ...rest } = list;
        return pageOfApplications(app.db, statuses, { ...rest, filter: { status: filter } });
      }
      const rows = await listApplicationsByStatus(app.db, statuses);
      return { Applicants: rows.map(toApplication) };
    },
  );

  app.get(
    '/Admin/User/Dashboard',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        response: {
          200: z.object({
            TotalUsers: count,
            TotalApplicants: count,
            SelectedApplicants: count,
            TotalInterns: count,
            TotalSupervisors: count,
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => dashboardCounts(app.db),
  );
}
