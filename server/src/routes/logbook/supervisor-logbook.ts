import { z } from 'zod';
import {
  pageWaitingEntries,
  WAITING_SORTS,
  type WaitingSort,
} from '../../domain/logbook/logbook-lists.repository';
import {
  logbookCounts,
  logbookReview,
  reviewEntry,
} from '../../domain/logbook/logbook-review.service';
import { fridayOf } from '../../domain/logbook/internship-period';
import type { FastifyZod } from '../../lib/fastify-zod';
import { listQuerySchema } from '../../lib/list-query';
import { currentUser } from '../../plugins/auth';
import { bearer, errorResponses, idParams, messageSchema } from '../common';
import { pageRequest, remarkField } from './bodies';
import { countsSchema, reviewSchema, waitingSchema } from './schemas';
import { requestTexts } from '../../lib/texts';

const supervisor = { access: ['SUP'] as const };
const tags = ['logbook'];
const waitingQuery = listQuerySchema(
  Object.keys(WAITING_SORTS) as [WaitingSort, ...WaitingSort[]],
  z.never(),
  'None',
).omit({ filter: true });
const decided = { 200: messageSchema, ...errorResponses(401, 403, 404, 409, 422) };

/** The supervisor's review of their interns' logbook entries. */
export default async function supervisorLogbookRoutes(app: FastifyZod) {
  const send = (mailIds: number[]) => app.mailer.send(mailIds);

  app.get(
    '/Supervisor/Logbook',
    {
      config: supervisor,
      schema: {
        tags,
        security: bearer,
        summary: "Your interns' entries waiting for review, oldest submitted first; one page",
        querystring: waitingQuery,
        response: { 200: waitingSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { window, search, sort } = pageRequest(request.query);
      const list = { window, search, sort };
      const { rows, total } = await pageWaitingEntries(app.db, currentUser(request).id, list);
      return {
        Entries: rows.map((row) => ({
          Id: row.id,
          InternId: row.intern_id,
          InternName: row.intern_name,
          WeekStart: row.week_start,
          WeekEnd: fridayOf(row.week_start),
          Hours: row.hours,
          SubmittedAt: row.submitted_at ?? '',
        })),
        Total: total,
      };
    },
  );

  app.get(
    '/Supervisor/Logbook/Counts',
    {
      config: supervisor,
      schema: {
        tags,
        security: bearer,
        summary: 'How many entries wait for your signature and requests for your decision',
        response: { 200: countsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => logbookCounts(app.db, currentUser(request).id),
  );

  app.get(
    '/Supervisor/Logbook/:id',
    {
      config: supervisor,
      schema: {
        tags,
        security: bearer,
        summary: "Your intern's entry (any state) with their tasks of its week",
        params: idParams,
        response: { 200: reviewSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => logbookReview(app.db, app.config, currentUser(request), request.params.id),
  );

  app.post(
    '/Supervisor/Logbook/:id/Sign',
    {
      config: supervisor,
      schema: {
        tags,
        security: bearer,
        summary: 'Sign a submitted entry: final; the intern is e-mailed',
        params: idParams,
        response: decided,
      },
    },
    async (request) => {
      send(await reviewEntry(app.db, app.config, currentUser(request), request.params.id, null));
      const { t } = requestTexts(request);
      return { message: t('Entry signed') };
    },
  );

  app.post(
    '/Supervisor/Logbook/:id/Return',
    {
      config: supervisor,
      schema: {
        tags,
        security: bearer,
        summary: 'Return a submitted entry with a remark; the intern is e-mailed it',
        params: idParams,
        body: z.object({ Remark: remarkField }),
        response: decided,
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { Remark } = request.body;
      send(await reviewEntry(app.db, app.config, actor, request.params.id, Remark));
      const { t } = requestTexts(request);
      return { message: t('Entry returned') };
    },
  );
}
