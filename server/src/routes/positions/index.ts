import { z } from 'zod';
import { applicationChoices } from '../../domain/intakes/intakes.service';
import * as service from '../../domain/positions/positions.service';
import { findPosition, listPositions } from '../../domain/positions/positions.repository';
import { notFound } from '../../lib/errors';
import { m, requestTexts } from '../../lib/texts';
import type { FastifyZod } from '../../lib/fastify-zod';
import { todayIn } from '../../lib/time';
import {
  bearer,
  createdSchema,
  errorResponses,
  fieldRules,
  idParams,
  messageSchema,
  textField,
} from '../common';

const positionSchema = z.object({ id: z.number().int(), Position: z.string() });
const intakesSummary = z
  .object({
    Open: z.array(z.object({ Name: z.string(), ApplicationsClose: z.string() })),
    NextOpening: z.string().nullable(),
  })
  .describe(
    'Only when intakes are defined: those open today (the positions are theirs), ' +
      'and when none is, the next opening date if one is set',
  );
const positionBody = z.object({ Position: textField('Position', fieldRules.position) });
const admin = { access: ['ADM'] as const };
const tags = ['positions'];

export default async function positionRoutes(app: FastifyZod) {
  app.get(
    '/Position',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: z.object({
          for: z
            .enum(['application'], { error: m("The for parameter may only be 'application'.") })
            .optional()
            .describe("'application': the positions the application form offers today"),
        }),
        response: {
          200: z.object({ Positions: z.array(positionSchema), Intakes: intakesSummary.optional() }),
        },
      },
    },
    async (request) => {
      const choices =
        request.query.for === 'application'
          ? await applicationChoices(app.db, todayIn(app.config.APP_TIMEZONE))
          : null;
      const rows = choices?.positions ?? (await listPositions(app.db));
      const Positions = rows.map((row) => ({ id: row.id, Position: row.name }));
      return choices ? { Positions, Intakes: choices.intakes } : { Positions };
    },
  );

  app.post(
    '/Position',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        body: positionBody,
        response: { 201: createdSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const id = await service.createPosition(app.db, request.body.Position);
      const { t } = requestTexts(request);
      return reply.code(201).send({ message: t('New Position Added'), id });
    },
  );

  app.get(
    '/Position/:id/edit',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        params: idParams,
        response: { 200: z.object({ position: positionSchema }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await findPosition(app.db, request.params.id);
      if (!row) throw notFound(m('Position not found'));
      return { position: { id: row.id, Position: row.name } };
    },
  );

  app.put(
    '/Position/:id',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        params: idParams,
        body: positionBody,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service.renamePosition(app.db, request.params.id, request.body.Position);
      const { t } = requestTexts(request);
      return { message: t('Position Updated Successfully') };
    },
  );

  app.delete(
    '/Position/:id',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await service.deletePosition(app.db, request.params.id);
      const { t } = requestTexts(request);
      return { message: t('Position Deleted') };
    },
  );
}
