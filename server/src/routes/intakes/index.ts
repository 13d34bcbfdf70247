import { z } from 'zod';
import * as service from '../../domain/intakes/intakes.service';
import type { FastifyZod } from '../../lib/fastify-zod';
import { MAX_DB_ID } from '../../lib/numbers';
import { todayIn } from '../../lib/time';
import {
  bearer,
  calendarDateField,
  createdSchema,
  errorResponses,
  fieldRules,
  idParams,
  messageSchema,
  textField,
} from '../common';
import { requestTexts, m } from '../../lib/texts';

const date = z.string().describe('YYYY-MM-DD, in the firm’s time zone');
const intakeSchema = z.object({
  id: z.number().int(),
  Name: z.string(),
  ApplicationsOpen: date,
  ApplicationsClose: date,
  InternshipStart: date,
  InternshipEnd: date,
  Positions: z.array(z.object({ id: z.number().int(), Position: z.string() })),
  State: z.enum(['Upcoming', 'Open', 'Closed']).describe('Its applications window, today'),
});
const intakeBody = z.object({
  Name: textField('Name', fieldRules.intakeName),
  ApplicationsOpen: calendarDateField('ApplicationsOpen'),
  ApplicationsClose: calendarDateField('ApplicationsClose'),
  InternshipStart: calendarDateField('InternshipStart'),
  InternshipEnd: calendarDateField('InternshipEnd'),
  Positions: z
    .array(
      z
        .number({ error: m('Each of the Positions must be a position id.') })
        .int()
        .positive()
        // Beyond the id columns' range no position exists (PostgreSQL would refuse the query).
        .max(MAX_DB_ID, { error: service.UNKNOWN_POSITION }),
      { error: m('The Positions field must be a list of position ids.') },
    )
    .min(1, { error: m('Choose at least one position.') })
    .max(1000, { error: m('Choose at most 1000 positions.') }),
});
const admin = { access: ['ADM'] as const };
const tags = ['intakes'];

/** docs/decisions.md, "Intakes": administrators list, create and edit the intakes. */
export default async function intakeRoutes(app: FastifyZod) {
  const today = () => todayIn(app.config.APP_TIMEZONE);

  app.get(
    '/Intake',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        response: {
          200: z.object({ Intakes: z.array(intakeSchema) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => ({ Intakes: await service.listIntakes(app.db, today()) }),
  );

  app.post(
    '/Intake',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        body: intakeBody,
        response: { 201: createdSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const id = await service.createIntake(app.db, request.body);
      const { t } = requestTexts(request);
      return reply.code(201).send({ message: t('New Intake Added'), id });
    },
  );

  app.get(
    '/Intake/:id/edit',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        params: idParams,
        response: { 200: z.object({ intake: intakeSchema }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ intake: await service.getIntake(app.db, request.params.id, today()) }),
  );

  app.put(
    '/Intake/:id',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        params: idParams,
        body: intakeBody,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service.updateIntake(app.db, request.params.id, request.body);
      const { t } = requestTexts(request);
      return { message: t('Intake Updated Successfully') };
    },
  );
}
