import { z } from 'zod';
import {
  describePersonalDataLink,
  eraseWithLink,
  exportWithLink,
  REQUEST_ANSWER,
  requestPersonalDataLink,
} from '../../domain/personal-data/personal-data-links.service';
import { privacyNotice } from '../../domain/applications/privacy-notice';
import type { FastifyZod } from '../../lib/fastify-zod';
import { limits } from '../../plugins/rate-limits';
import { emailField, errorResponses, messageSchema } from '../common';
import { sendZip } from './send-zip';
import { m, requestTexts } from '../../lib/texts';

const tags = ['personal data'];
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** What an applicant does with their own data, and the privacy notice that tells them how. */
export default async function publicPersonalDataRoutes(app: FastifyZod) {
  app.get(
    '/PrivacyNotice',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Who keeps applicants\u2019 data, for how long, and the notice version',
        response: {
          200: z.object({
            Firm: z.string(),
            Contact: z.string(),
            Version: z.string(),
            RetainDeclinedDays: z.number().int(),
            RetainUnactivatedDays: z.number().int(),
            RetainMailDays: z.number().int(),
          }),
        },
      },
    },
    async () => privacyNotice(app.config),
  );

  app.post(
    '/PersonalData/Request',
    {
      config: { access: 'public', rateLimit: limits.personalDataRequest },
      schema: {
        tags,
        summary: 'E-mails the applicant a link to erase, or download, their data (24 hours, once)',
        body: z.object({
          Email: emailField('Email'),
          Action: z.enum(['erase', 'export'], { error: m('The Action must be erase or export.') }),
        }),
        response: { 202: messageSchema, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      const { Email, Action } = request.body;
      const mailId = await requestPersonalDataLink(app.db, app.config, Email, Action);
      if (mailId !== null) void app.mailer.deliver(mailId).catch(() => undefined);
      const { t } = requestTexts(request);
      return reply.code(202).send({ message: t(REQUEST_ANSWER) });
    },
  );

  app.get(
    '/PersonalData/:token',
    {
      config: { access: 'public', rateLimit: limits.reset },
      schema: {
        tags,
        summary: 'What a link from the e-mail erases or downloads, before the person confirms',
        params: tokenParams,
        response: {
          200: z.object({
            Action: z.enum(['erase', 'export']),
            Name: z.string(),
            Email: z.string(),
            Position: z.string(),
            HasAccount: z
              .boolean()
              .describe('An intern account made from the application, erased with it'),
          }),
          ...errorResponses(404, 410, 429),
        },
      },
    },
    async (request) => describePersonalDataLink(app.db, request.params.token),
  );

  app.post(
    '/PersonalData/:token/Erase',
    {
      config: { access: 'public', rateLimit: limits.reset },
      schema: {
        tags,
        summary: 'Withdraws the application and erases its person\u2019s data (uses the link)',
        params: tokenParams,
        response: { 200: messageSchema, ...errorResponses(404, 410, 429) },
      },
    },
    async (request) => {
      await eraseWithLink(app.db, request.params.token);
      const { t } = requestTexts(request);
      return { message: t('Your application has been withdrawn and your personal data erased.') };
    },
  );

  app.post(
    '/PersonalData/:token/Export',
    {
      config: { access: 'public', rateLimit: limits.reset },
      schema: {
        tags,
        summary:
          'A ZIP of the person\u2019s data: the application, its history and PDFs, and all an ' +
          'account made from it keeps (uses the link)',
        params: tokenParams,
        response: { 200: z.any().describe('application/zip'), ...errorResponses(404, 410, 429) },
      },
    },
    async (request, reply) => {
      const { zip } = await exportWithLink(app.db, request.params.token);
      return sendZip(reply, zip, 'personal-data.zip');
    },
  );
}
