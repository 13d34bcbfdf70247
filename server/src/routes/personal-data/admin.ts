import { z } from 'zod';
import {
  exportApplicationData,
  exportUserData,
} from '../../domain/personal-data/admin-export.service';
import { eraseApplication, eraseUser } from '../../domain/personal-data/erasure.service';
import { notFound } from '../../lib/errors';
import { m, requestTexts } from '../../lib/texts';
import type { FastifyZod } from '../../lib/fastify-zod';
import { currentUser } from '../../plugins/auth';
import { bearer, errorResponses, idParams, messageSchema } from '../common';
import { sendZip } from './send-zip';

const tags = ['personal data'];
const admin = { access: ['ADM'] as const };
const zipAnswer = { 200: z.any().describe('application/zip'), ...errorResponses(401, 403, 404) };
const erasedAnswer = { 200: messageSchema, ...errorResponses(401, 403, 404) };
const ERASED = m('Personal data erased');

/** An administrator acting on a person's request: a copy of their data, or its erasure. */
export default async function adminPersonalDataRoutes(app: FastifyZod) {
  app.get(
    '/Admin/Application/:id/PersonalData',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary:
          'An applicant\u2019s data as a ZIP (JSON of every field and the history, both PDFs, ' +
          'and all an account made from it keeps); recorded in the history',
        params: idParams,
        response: zipAnswer,
      },
    },
    async (request, reply) => {
      const zip = await exportApplicationData(app.db, request.params.id, currentUser(request).id);
      if (!zip) throw notFound(m('Application not found'));
      return sendZip(reply, zip, `application-${request.params.id}-personal-data.zip`);
    },
  );

  app.delete(
    '/Admin/Application/:id/PersonalData',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Erases an applicant (and their account); position, status and dates stay',
        params: idParams,
        response: erasedAnswer,
      },
    },
    async (request) => {
      const erased = await eraseApplication(app.db, request.params.id, currentUser(request).id);
      if (!erased) throw notFound(m('Application not found'));
      const { t } = requestTexts(request);
      return { message: t(ERASED) };
    },
  );

  app.get(
    '/Admin/User/:id/PersonalData',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary:
          'An intern\u2019s or supervisor\u2019s data as a ZIP, with their part of the tasks ' +
          'and their comments; recorded',
        params: idParams,
        response: zipAnswer,
      },
    },
    async (request, reply) => {
      const zip = await exportUserData(app.db, request.params.id, currentUser(request).id);
      if (!zip) throw notFound(m('User not found'));
      return sendZip(reply, zip, `user-${request.params.id}-personal-data.zip`);
    },
  );

  app.delete(
    '/Admin/User/:id/PersonalData',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Erases an intern or supervisor: the account goes, tasks and ratings stay',
        params: idParams,
        response: erasedAnswer,
      },
    },
    async (request) => {
      const result = await eraseUser(app.db, request.params.id, currentUser(request).id);
      if (result !== 'erased') throw notFound(m('User not found'));
      const { t } = requestTexts(request);
      return { message: t(ERASED) };
    },
  );
}
