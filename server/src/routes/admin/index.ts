import { z } from 'zod';
import { listApplicationsByStatus } from '../../domain/applications/applications.repository';
import { dashboardCounts } from '../../domain/applications/dashboard.service';
import type { FastifyZod } from '../../lib/fastify-zod';
import { applicationSchema, toApplication } from '../applications/schemas';
import { bearer, errorResponses } from '../common';
import mailRoutes from './mail';

const tags = ['admin'];
const admin = { access: ['ADM'] as const };
const applicantsAnswer = {
  200: z.object({ Applicants: z.array(applicationSchema) }),
  ...errorResponses(401, 403),
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
        response: applicantsAnswer,
      },
    },
    async () => {
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
        response: applicantsAnswer,
      },
    },
    async () => {
      const rows = await listApplicationsByStatus(app.db, ['Accepted', 'Passed', 'Declined']);
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
