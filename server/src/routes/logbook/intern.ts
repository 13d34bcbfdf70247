import { z } from 'zod';
import { requestAbsence, toAbsence } from '../../domain/logbook/absences.service';
import { pageAbsences } from '../../domain/logbook/logbook-lists.repository';
import { logbookEntry, logbookWeeks, writeEntry } from '../../domain/logbook/logbook.service';
import type { FastifyZod } from '../../lib/fastify-zod';
import { listQuerySchema } from '../../lib/list-query';
import { currentUser } from '../../plugins/auth';
import { bearer, errorResponses, messageSchema } from '../common';
import { absenceBody, entryBody, pageRequest, weekParams } from './bodies';
import { absencesSchema, entrySchema, weeksSchema } from './schemas';
import { requestTexts } from '../../lib/texts';

const intern = { access: ['INT'] as const };
const tags = ['logbook'];
const pageQuery = listQuerySchema(['Newest'], z.never(), 'None').pick({
  page: true,
  pageSize: true,
  search: true,
});

/** The intern's own logbook and absence requests (docs/decisions.md, "Logbook and attendance"). */
export default async function internLogbookRoutes(app: FastifyZod) {
  app.get(
    '/Intern/Logbook',
    {
      config: intern,
      schema: {
        tags,
        security: bearer,
        summary: "Your internship's weeks so far, newest first, each with its entry's state",
        response: { 200: weeksSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => logbookWeeks(app.db, app.config, currentUser(request).id),
  );

  app.get(
    '/Intern/Logbook/:weekStart',
    {
      config: intern,
      schema: {
        tags,
        security: bearer,
        summary: "One week's entry ('not started' without one); a Monday of the internship",
        params: weekParams,
        response: { 200: entrySchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      logbookEntry(app.db, app.config, currentUser(request).id, request.params.weekStart),
  );

  app.put(
    '/Intern/Logbook/:weekStart',
    {
      config: intern,
      schema: {
        tags,
        security: bearer,
        summary: 'Save the week as a draft (a returned entry stays returned until submitted)',
        params: weekParams,
        body: entryBody,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      await writeEntry(app.db, app.config, id, request.params.weekStart, request.body, false);
      const { t } = requestTexts(request);
      return { message: t('Draft saved') };
    },
  );

  app.post(
    '/Intern/Logbook/:weekStart/Submit',
    {
      config: intern,
      schema: {
        tags,
        security: bearer,
        summary:
          'Submit the week for review: every working day marked, both texts and the hours; ' +
          'read-only afterwards',
        params: weekParams,
        body: entryBody,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      await writeEntry(app.db, app.config, id, request.params.weekStart, request.body, true);
      const { t } = requestTexts(request);
      return { message: t('Submitted for review') };
    },
  );

  app.get(
    '/Intern/Absence',
    {
      config: intern,
      schema: {
        tags,
        security: bearer,
        summary: 'Your absence requests, newest first, one page',
        querystring: pageQuery,
        response: { 200: absencesSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const owner = { internId: currentUser(request).id };
      const { rows, total } = await pageAbsences(app.db, owner, pageRequest(request.query));
      return { Absences: rows.map(toAbsence), Total: total };
    },
  );

  app.post(
    '/Intern/Absence',
    {
      config: intern,
      schema: {
        tags,
        security: bearer,
        summary: 'Ask for days off; your supervisor is e-mailed',
        body: absenceBody,
        response: { 201: messageSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      app.mailer.send(
        await requestAbsence(app.db, app.config, currentUser(request).id, request.body),
      );
      const { t } = requestTexts(request);
      return reply.code(201).send({ message: t('Absence requested') });
    },
  );
}
