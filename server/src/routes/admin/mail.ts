import { z } from 'zod';
import { findMailStatus, listUndeliveredMail } from '../../domain/mail/outbox.repository';
import { conflict, notFound } from '../../lib/errors';
import { m, requestTexts } from '../../lib/texts';
import type { FastifyZod } from '../../lib/fastify-zod';
import { bearer, errorResponses, idParams } from '../common';

const tags = ['admin'];
const admin = { access: ['ADM'] as const };
/** Enough to see an outage and act on it; the oldest come first. */
const LIST_LIMIT = 200;

const RETRY_MESSAGES = {
  sent: m('Email sent Successfully'),
  queued: m('The email could not be sent now; it stays queued and will be retried.'),
  logged: m(
    'No mail server is configured (SMTP_URL): the email was written to the server log instead.',
  ),
} as const;

const undeliveredSchema = z.object({
  id: z.number().int(),
  To: z.string(),
  Subject: z.string(),
  Attempts: z.number().int(),
  LastError: z.string().nullable(),
  Since: z.string().describe('When the e-mail was queued'),
  NextAttemptAt: z.string().nullable(),
  Status: z.enum(['queued']).describe('Delivery is retried until it succeeds'),
});

export default async function mailRoutes(app: FastifyZod) {
  app.get(
    '/Admin/Mail/Undelivered',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: `E-mails that failed at least once and still wait (the oldest ${LIST_LIMIT})`,
        response: {
          200: z.object({ Mails: z.array(undeliveredSchema) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const rows = await listUndeliveredMail(app.db, LIST_LIMIT);
      return {
        Mails: rows.map((row) => ({
          id: row.id,
          To: row.recipient,
          Subject: row.subject,
          Attempts: row.attempts,
          LastError: row.last_error,
          Since: row.created_at,
          NextAttemptAt: row.next_attempt_at,
          Status: 'queued' as const,
        })),
      };
    },
  );

  app.post(
    '/Admin/Mail/:id/Retry',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Tries to deliver a queued e-mail now',
        params: idParams,
        response: {
          200: z.object({ message: z.string(), Email: z.enum(['sent', 'queued', 'logged']) }),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const status = await findMailStatus(app.db, request.params.id);
      if (!status) throw notFound(m('Email not found'));
      if (status !== 'pending') throw conflict(m('This email has already been delivered.'));
      const email = await app.mailer.deliver(request.params.id);
      const { t } = requestTexts(request);
      return { message: t(RETRY_MESSAGES[email]), Email: email };
    },
  );
}
