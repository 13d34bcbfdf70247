import { z } from 'zod';
import type { ApplicationStatus } from '../../db/schema';
import { listApplicationsByStatus } from '../../domain/applications/applications.repository';
import { dashboardCounts, pipelineCounts } from '../../domain/applications/dashboard.service';
import type { FastifyZod } from '../../lib/fastify-zod';
import { intakeParam, toListRequest, totalField } from '../../lib/list-query';
import { applicationSchema, toApplication } from '../applications/schemas';
import { bearer, errorResponses } from '../common';
import { applicantsQuery, interviewsQuery, pageOfApplications } from './application-lists';
import mailRoutes from './mail';
import releaseRoutes from './releases';

const tags = ['admin'];
const admin = { access: ['ADM'] as const };
const applicantsAnswer = {
  200: z.object({ Applicants: z.array(applicationSchema), Total: totalField }),
  ...errorResponses(401, 403, 422),
};
const count = z.number().int();
const statusCounts = {
  Processing: count,
  Accepted: count,
  Passed: count,
  Declined: count,
};

export default async function adminRoutes(app: FastifyZod) {
  await app.register(mailRoutes);
  await app.register(releaseRoutes);

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
      const { intake, ...query } = request.query;
      const list = toListRequest(query) ?? (intake === undefined ? null : {});
      if (list) {
        const { filter, ...rest } = list;
        return pageOfApplications(app.db, ['Processing'], {
          ...rest,
          filter: { positionId: filter, intake },
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
      const { intake, ...query } = request.query;
      const list = toListRequest(query) ?? (intake === undefined ? null : {});
      if (list) {
        const { filter, ...rest } = list;
        return pageOfApplications(app.db, statuses, {
          ...rest,
          filter: { status: filter, intake },
        });
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

  app.get(
    '/Admin/User/Dashboard/Pipeline',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: "The pipeline's counts: applications by status, and by position and status",
        description:
          'Positions without applications are left out. Read from trigger-kept counts: the same ' +
          "cost at any number of applications. With `intake`: that intake's applications only.",
        querystring: z.object({ intake: intakeParam }),
        response: {
          200: z.object({
            ByStatus: z.object(statusCounts),
            ByPosition: z.array(
              z.object({ PositionId: count, Position: z.string(), ...statusCounts }),
            ),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => pipelineCounts(app.db, request.query.intake),
  );
}
