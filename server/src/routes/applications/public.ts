import { z } from 'zod';
import {
  applicationFields,
  applicationStatus,
  submitApplication,
} from '../../domain/applications/applications.service';
import type { FastifyZod } from '../../lib/fastify-zod';
import { emailField } from '../../lib/fields';
import { MAX_DB_ID } from '../../lib/numbers';
import { requestLanguage } from '../../lib/request-language';
import { textsIn } from '../../lib/texts';
import { todayIn } from '../../lib/time';
import { limits } from '../../plugins/rate-limits';
import { createdSchema, errorResponses } from '../common';
import { readApplicationForm } from './application-form';
import { statusEnum } from './schemas';

const tags = ['applications'];
const pdf = z.string().describe('A PDF file, at most 5 MB');

export default async function publicApplicationRoutes(app: FastifyZod) {
  app.post(
    '/Apply',
    {
      config: { access: 'public', rateLimit: limits.apply, multipartStream: true },
      // The body is streamed and checked in the handler; this schema only documents it.
      validatorCompiler: () => (data) => ({ value: data }),
      schema: {
        tags,
        summary: 'Apply for an internship (multipart/form-data)',
        consumes: ['multipart/form-data'],
        body: applicationFields.extend({
          Position: z.number().int().min(1).max(MAX_DB_ID),
          Cv: pdf,
          AttachmentLetter: pdf,
        }),
        response: { 201: createdSchema, ...errorResponses(400, 409, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const form = await readApplicationForm(request);
      const today = todayIn(app.config.APP_TIMEZONE);
      // The application's e-mails are in the language it was made in (the page's).
      const language = requestLanguage(request);
      const { id, mailId } = await submitApplication(app.db, app.config, form, today, language);
      void app.mailer.deliver(mailId).catch(() => undefined);
      const { t } = textsIn(language);
      return reply
        .code(201)
        .send({ message: t('You will receive an email regarding your application'), id });
    },
  );

  app.post(
    '/ApplicationStatus',
    {
      // The spec's client sends the e-mail as a form field.
      config: { access: 'public', rateLimit: limits.applicationStatus, formBody: true },
      schema: {
        tags,
        summary: 'The status of the newest application of an e-mail (JSON or form data)',
        body: z.object({ Email: emailField('Email') }),
        response: {
          200: z.object({
            ApplicationStatus: z.object({
              Name: z.string(),
              Email: z.string(),
              Position: z.string(),
              ApplicationStatus: statusEnum,
            }),
          }),
          ...errorResponses(404, 422, 429),
        },
      },
    },
    async (request) => ({ ApplicationStatus: await applicationStatus(app.db, request.body.Email) }),
  );
}
