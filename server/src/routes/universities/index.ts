import * as universities from '../../domain/universities/universities.service';
import {
  pageUniversities,
  parseCriteria,
  pickUniversities,
} from '../../domain/universities/universities.repository';
import type { FastifyZod } from '../../lib/fastify-zod';
import { DEFAULT_PAGE_SIZE } from '../../lib/list-query';
import { requestTexts } from '../../lib/texts';
import { bearer, errorResponses, idParams, messageSchema } from '../common';
import { z } from 'zod';
import academicDetailsRoutes from './academic-details';
import {
  pickerAnswer,
  pickerQuery,
  universitiesQuery,
  universityBody,
  universityRow,
} from './schemas';

const admin = { access: ['ADM'] as const };
const tags = ['universities'];
/** The picker's longest answer: typing narrows it. */
const PICKER_LIMIT = 20;

const toInput = (body: z.infer<typeof universityBody>) => ({
  name: body.Name,
  criteria: body.Criteria,
  countersignRequired: body.CountersignRequired,
});

/** Issue 70: the universities an administrator keeps, and the picker everyone signed in uses. */
export default async function universityRoutes(app: FastifyZod) {
  app.get(
    '/Admin/Universities',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'One page of the universities by name, with their criteria and students',
        querystring: universitiesQuery,
        response: {
          200: z.object({ Universities: z.array(universityRow), Total: z.number().int() }),
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request) => {
      const { page = 1, pageSize = DEFAULT_PAGE_SIZE, search } = request.query;
      const { rows, total } = await pageUniversities(app.db, search?.trim() || undefined, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        Universities: rows.map((row) => ({
          Id: row.id,
          Name: row.name,
          Criteria: parseCriteria(row.criteria),
          CountersignRequired: row.countersign_required === 1,
          Students: row.students,
        })),
        Total: total,
      };
    },
  );

  app.post(
    '/Admin/Universities',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        body: universityBody,
        response: {
          201: z.object({ message: z.string(), Id: z.number().int() }),
          ...errorResponses(401, 403, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const id = await universities.createUniversity(app.db, toInput(request.body));
      const { t } = requestTexts(request);
      return reply.code(201).send({ message: t('University added'), Id: id });
    },
  );

  app.put(
    '/Admin/Universities/:id',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        params: idParams,
        body: universityBody,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await universities.updateUniversity(app.db, request.params.id, toInput(request.body));
      const { t } = requestTexts(request);
      return { message: t('University saved') };
    },
  );

  app.delete(
    '/Admin/Universities/:id',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Deletes a university that no active intern or academic supervisor names',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await universities.deleteUniversity(app.db, request.params.id);
      const { t } = requestTexts(request);
      return { message: t('University deleted') };
    },
  );

  app.get(
    '/Universities',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security: bearer,
        summary: `At most ${PICKER_LIMIT} universities by name, those containing search`,
        querystring: pickerQuery,
        response: { 200: pickerAnswer, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const rows = await pickUniversities(
        app.db,
        request.query.search?.trim() || undefined,
        PICKER_LIMIT,
      );
      return { Universities: rows.map((row) => ({ Id: row.id, Name: row.name })) };
    },
  );

  await app.register(academicDetailsRoutes);
}
