import { z } from 'zod';
import { listActiveUsers } from '../../domain/people/people.repository';
import { performance, supervisesIntern } from '../../domain/people/performance.service';
import { countAttention } from '../../domain/tasks/task-attention.repository';
import { rateTask } from '../../domain/tasks/tasks.service';
import type { FastifyZod } from '../../lib/fastify-zod';
import { wholeNumber } from '../../lib/numbers';
import { todayIn } from '../../lib/time';
import { currentUser } from '../../plugins/auth';
import { bearer, errorResponses, idParams, messageSchema, ratingRule } from '../common';
import { performanceSchema, toPerformance, toUser, userSchema } from '../people/schemas';
import { requestTexts, m, schemaText } from '../../lib/texts';

const tags = ['supervisor'];
const supervisor = { access: ['SUP'] as const };

export default async function supervisorRoutes(app: FastifyZod) {
  app.post(
    '/Supervisor/Task/Rate/:id',
    {
      config: supervisor,
      schema: {
        tags,
        security: bearer,
        summary: 'Rate (or re-rate) a completed task of yours, 0 to 100; the intern is e-mailed',
        params: idParams,
        body: z.object({
          // ratingRule.message, in the reader's language.
          rating: wholeNumber(
            ratingRule.min,
            ratingRule.max,
            schemaText(
              m('The rating must be a whole number from {min} to {max}.', {
                min: ratingRule.min,
                max: ratingRule.max,
              }),
            ),
          ),
        }),
        response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const mailIds = await rateTask(
        app.db,
        app.config,
        actor,
        request.params.id,
        request.body.rating,
      );
      app.mailer.send(mailIds);
      const { t } = requestTexts(request);
      return { message: t('Rating added') };
    },
  );

  app.get(
    '/Supervisor/User/MyInterns',
    {
      config: supervisor,
      schema: {
        tags,
        security: bearer,
        response: {
          200: z.object({ MyInterns: z.array(userSchema) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const rows = await listActiveUsers(app.db, 'INT', currentUser(request).id);
      return { MyInterns: rows.map(toUser) };
    },
  );

  app.get(
    '/Supervisor/Task/Counts',
    {
      config: supervisor,
      schema: {
        tags,
        security: bearer,
        summary:
          "How many of your tasks there are, are overdue (by the firm's day) and wait for a " +
          'rating: the Assigned Tasks switch',
        response: {
          200: z.object({
            All: z.number().int(),
            Overdue: z.number().int(),
            NeedsRating: z.number().int(),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const today = todayIn(app.config.APP_TIMEZONE);
      const counts = await countAttention(app.db, currentUser(request).id, today);
      return { All: counts.all, Overdue: counts.overdue, NeedsRating: counts.needsRating };
    },
  );

  app.get(
    '/Supervisor/Perfomance/:id',
    {
      config: supervisor,
      schema: {
        tags,
        security: bearer,
        summary: "One of your interns' tasks, ratings and overall performance",
        params: idParams,
        response: { 200: performanceSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      return toPerformance(await performance(app.db, actor, request.params.id, supervisesIntern));
    },
  );
}
