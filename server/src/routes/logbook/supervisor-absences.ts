import { z } from 'zod';
import { decideAbsence, toAbsence } from '../../domain/logbook/absences.service';
import { pageAbsences } from '../../domain/logbook/logbook-lists.repository';
import type { FastifyZod } from '../../lib/fastify-zod';
import { listQuerySchema } from '../../lib/list-query';
import { currentUser } from '../../plugins/auth';
import { bearer, errorResponses, idParams, messageSchema } from '../common';
import { pageRequest, remarkField } from './bodies';
import { ABSENCE_STATES, absencesSchema } from './schemas';
import { requestTexts, m, schemaText } from '../../lib/texts';

const supervisor = { access: ['SUP'] as const };
const tags = ['logbook'];
const absenceQuery = listQuerySchema(
  ['PendingFirst'],
  z.enum(ABSENCE_STATES, {
    error: schemaText(
      m('The filter must be one of: {values}.', { values: ABSENCE_STATES.join(', ') }),
    ),
  }),
  'A state: only the requests in it',
).omit({ sort: true, order: true });
const decided = { 200: messageSchema, ...errorResponses(401, 403, 404, 409, 422) };

/** The supervisor's decisions on their interns' absence requests. */
export default async function supervisorAbsenceRoutes(app: FastifyZod) {
  const send = (mailIds: number[]) => app.mailer.send(mailIds);

  app.get(
    '/Supervisor/Absence',
    {
      config: supervisor,
      schema: {
        tags,
        security: bearer,
        summary: "Your interns' absence requests, pending first, then newest; one page",
        querystring: absenceQuery,
        response: { 200: absencesSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const owner = { supervisorId: currentUser(request).id };
      const { rows, total } = await pageAbsences(app.db, owner, pageRequest(request.query));
      return { Absences: rows.map(toAbsence), Total: total };
    },
  );

  app.post(
    '/Supervisor/Absence/:id/Approve',
    {
      config: supervisor,
      schema: {
        tags,
        security: bearer,
        summary:
          'Approve a pending absence request (its days become excused); the intern is e-mailed',
        params: idParams,
        body: z.object({ Remark: remarkField.optional() }).nullish(),
        response: decided,
      },
    },
    async (request) => {
      const remark = request.body?.Remark ?? null;
      const actor = currentUser(request);
      send(await decideAbsence(app.db, app.config, actor, request.params.id, true, remark));
      const { t } = requestTexts(request);
      return { message: t('Absence approved') };
    },
  );

  app.post(
    '/Supervisor/Absence/:id/Decline',
    {
      config: supervisor,
      schema: {
        tags,
        security: bearer,
        summary: 'Decline a pending absence request with a remark; the intern is e-mailed',
        params: idParams,
        body: z.object({ Remark: remarkField }),
        response: decided,
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { Remark } = request.body;
      send(await decideAbsence(app.db, app.config, actor, request.params.id, false, Remark));
      const { t } = requestTexts(request);
      return { message: t('Absence declined') };
    },
  );
}
