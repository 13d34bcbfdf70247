import { z } from 'zod';
import {
  pageActiveUsers,
  USER_SORTS,
  type UserSort,
} from '../../domain/people/people-list.repository';
import { listActiveInterns, type InternView } from '../../domain/people/people.repository';
import {
  listActiveSupervisors,
  type ManagedUserView,
} from '../../domain/people/managed-by.repository';
import { archivePerson, createSupervisor } from '../../domain/people/people.service';
import { lastFinishedWeek } from '../../domain/logbook/logbook-overdue';
import type { FastifyZod } from '../../lib/fastify-zod';
import {
  intakeParam,
  listQuerySchema,
  textFilter,
  toListRequest,
  totalField,
} from '../../lib/list-query';
import { bearer, createdSchema, errorResponses, idParams, messageSchema } from '../common';
import {
  internRowSchema,
  managedUserSchema,
  newSupervisorBody,
  toInternRow,
  toManagedUser,
} from './schemas';
import { requestLanguage } from '../../lib/request-language';
import { requestTexts, m } from '../../lib/texts';

const tags = ['users'];
const admin = { access: ['ADM'] as const };
const listAnswer = (list: z.ZodType) => ({ 200: list, ...errorResponses(401, 403, 422) });
const peopleQuery = (filterMeaning: string) =>
  listQuerySchema(
    Object.keys(USER_SORTS) as [UserSort, ...UserSort[]],
    textFilter(),
    filterMeaning,
  );

export default async function adminPeopleRoutes(app: FastifyZod) {
  app.post(
    '/User',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Create a supervisor; they get an e-mail with a set-password link (7 days)',
        body: newSupervisorBody,
        response: { 201: createdSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const { id, mailId } = await createSupervisor(
        app.db,
        app.config,
        request.body,
        requestLanguage(request),
      );
      void app.mailer.deliver(mailId).catch(() => undefined);
      const { t } = requestTexts(request);
      return reply.code(201).send({ message: t('Supervisor Created'), id });
    },
  );

  app.delete(
    '/User/:id',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Archive an intern or supervisor: no login, out of every list, records kept',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const role = await archivePerson(app.db, request.params.id);
      const messages = {
        SUP: 'Supervisor Deleted',
        ACA: 'Academic Supervisor Deleted',
        INT: 'Intern Deleted',
        ADM: 'Intern Deleted',
      } as const;
      return { message: messages[role] };
    },
  );

  app.get(
    '/Admin/User/Supervisors',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        querystring: peopleQuery('Department (position name), exact'),
        response: listAnswer(
          z.object({ Supervisors: z.array(managedUserSchema), Total: totalField }),
        ),
      },
    },
    async (request) => {
      const list = toListRequest(request.query);
      if (!list) return { Supervisors: (await listActiveSupervisors(app.db)).map(toManagedUser) };
      const { filter, ...rest } = list;
      const { rows, total } = await pageActiveUsers(app.db, 'SUP', {
        ...rest,
        filter: { position: filter },
      });
      return { Supervisors: (rows as ManagedUserView[]).map(toManagedUser), Total: total };
    },
  );

  app.get(
    '/Admin/User/Interns',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        querystring: peopleQuery('Position name, exact').extend({
          intake: intakeParam,
          logbook: z
            .enum(['overdue', 'unsigned'], {
              error: m('The logbook filter must be overdue or unsigned.'),
            })
            .optional()
            .describe(
              'overdue: no submitted entry for the last finished week; unsigned: an entry waits for a signature',
            ),
        }),
        response: listAnswer(z.object({ Interns: z.array(internRowSchema), Total: totalField })),
      },
    },
    async (request) => {
      const { intake, logbook, ...query } = request.query;
      const list =
        toListRequest(query) ?? (intake === undefined && logbook === undefined ? null : {});
      if (!list) return { Interns: (await listActiveInterns(app.db)).map(toInternRow) };
      const { filter, ...rest } = list;
      const { rows, total } = await pageActiveUsers(app.db, 'INT', {
        ...rest,
        filter: {
          position: filter,
          intake,
          logbook:
            logbook === 'overdue'
              ? { overdue: lastFinishedWeek(app.config.APP_TIMEZONE, new Date()) }
              : logbook,
        },
      });
      return { Interns: (rows as InternView[]).map(toInternRow), Total: total };
    },
  );
}
