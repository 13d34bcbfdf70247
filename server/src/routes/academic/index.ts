import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ownStudent } from '../../domain/academic-reach/academic-reach';
import * as service from '../../domain/academic/academic.service';
import { myLetterPdf } from '../../domain/letters/letters.service';
import { logbookPdf } from '../../domain/letters/logbook-copy.service';
import { pageTasks } from '../../domain/tasks/task-list.repository';
import type { FastifyZod } from '../../lib/fastify-zod';
import { DEFAULT_PAGE_SIZE } from '../../lib/list-query';
import { requestTexts } from '../../lib/texts';
import { currentUser } from '../../plugins/auth';
import { bearer, errorResponses, idParams, messageSchema } from '../common';
import { taskSchema, toTask } from '../tasks/schemas';
import { visitsSchema } from '../visits/schemas';
import {
  pageQuery,
  studentSchema,
  studentsQuery,
  studentsSchema,
  visitBody,
  weeksSchema,
} from './schemas';

const academic = { access: ['ACA'] as const };
const tags = ['academic'];
const pdfAnswer = { 200: z.any().describe('application/pdf') };
const window = (query: { page?: number; pageSize?: number }) => {
  const size = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { limit: size, offset: ((query.page ?? 1) - 1) * size };
};

/**
 * The academic supervisor (issue 70): their students, only while the internship runs and for
 * ACADEMIC_ACCESS_DAYS after it (domain/academic-reach/academic-reach.ts); anyone else's is a 404.
 */
export default async function academicRoutes(app: FastifyZod) {
  const sendPdf = (reply: FastifyReply, name: string, pdf: Buffer) =>
    reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${name}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);

  app.get(
    '/Academic/Students',
    {
      config: academic,
      schema: {
        tags,
        security: bearer,
        summary: 'Your students, one page: their logbook weeks signed and their attendance',
        querystring: studentsQuery,
        response: { 200: studentsSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { search, sort, order } = request.query;
      const text = search?.trim();
      return service.studentsPage(app.db, app.config, currentUser(request).id, {
        search: text ? text : undefined,
        sort: sort ?? 'Name',
        order: order ?? 'asc',
        ...window(request.query),
      });
    },
  );

  app.get(
    '/Academic/Students/:id',
    {
      config: academic,
      schema: {
        tags,
        security: bearer,
        summary: 'Your student: internship, attendance, evaluation, documents, visit criteria',
        params: idParams,
        response: { 200: studentSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.studentDetail(app.db, app.config, currentUser(request).id, request.params.id),
  );

  app.get(
    '/Academic/Students/:id/Logbook',
    {
      config: academic,
      schema: {
        tags,
        security: bearer,
        summary: "Your student's signed logbook weeks, newest first, with countersignatures",
        params: idParams,
        querystring: pageQuery,
        response: { 200: weeksSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.signedWeeksPage(
        app.db,
        app.config,
        currentUser(request).id,
        request.params.id,
        window(request.query),
      ),
  );

  app.post(
    '/Academic/Logbook/:id/Countersign',
    {
      config: academic,
      schema: {
        tags,
        security: bearer,
        summary: "Countersign your student's signed week, once",
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await service.countersign(app.db, app.config, currentUser(request), request.params.id);
      const { t } = requestTexts(request);
      return { message: t('Week countersigned') };
    },
  );

  app.get(
    '/Academic/Students/:id/Tasks',
    {
      config: academic,
      schema: {
        tags,
        security: bearer,
        summary: "Your student's tasks with their ratings, by deadline; one page",
        params: idParams,
        querystring: pageQuery,
        response: {
          200: z.object({ Tasks: z.array(taskSchema), Total: z.number().int() }),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const { student, today } = await ownStudent(
        app.db,
        app.config,
        currentUser(request).id,
        request.params.id,
      );
      const page = await pageTasks(
        app.db,
        { internId: student.id },
        { window: window(request.query) },
        today,
      );
      return { Tasks: page.rows.map(toTask), Total: page.total };
    },
  );

  app.get(
    '/Academic/Students/:id/Letter',
    {
      config: academic,
      schema: {
        tags,
        security: bearer,
        summary: "Download your student's live completion letter",
        params: idParams,
        response: { ...pdfAnswer, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { student } = await ownStudent(
        app.db,
        app.config,
        currentUser(request).id,
        request.params.id,
      );
      const { code, pdf } = await myLetterPdf(app.db, student.id);
      return sendPdf(reply, `letter-${code}`, pdf);
    },
  );

  app.get(
    '/Academic/Students/:id/LogbookCopy',
    {
      config: academic,
      schema: {
        tags,
        security: bearer,
        summary: "Download your student's signed logbook, with a verification code",
        params: idParams,
        response: { ...pdfAnswer, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { student } = await ownStudent(
        app.db,
        app.config,
        currentUser(request).id,
        request.params.id,
      );
      const texts = requestTexts(request);
      const { code, pdf } = await logbookPdf(app.db, app.config, student.id, texts);
      return sendPdf(reply, `logbook-${code}`, pdf);
    },
  );

  app.get(
    '/Academic/Students/:id/Visits',
    {
      config: academic,
      schema: {
        tags,
        security: bearer,
        summary: "The visits to your student's workplace, newest first (at most 50)",
        params: idParams,
        response: {
          200: visitsSchema,
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) =>
      service.studentVisits(app.db, app.config, currentUser(request).id, request.params.id),
  );

  app.post(
    '/Academic/Students/:id/Visits',
    {
      config: academic,
      schema: {
        tags,
        security: bearer,
        summary: "Record a visit to your student's workplace, scored on the university's criteria",
        params: idParams,
        body: visitBody,
        response: {
          201: z.object({ Id: z.number().int() }),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const Id = await service.recordVisit(
        app.db,
        app.config,
        currentUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ Id });
    },
  );
}
