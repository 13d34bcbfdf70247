import { z } from 'zod';
import { listApplicationEvents } from '../../domain/applications/application-events.repository';
import { findApplication } from '../../domain/applications/applications.repository';
import { changeApplicationStatus } from '../../domain/applications/pipeline.service';
import { signFileLink } from '../../domain/applications/signed-links';
import { releaseApplication, scheduledByHand } from '../../domain/interviews/booking.service';
import { notFound } from '../../lib/errors';
import { m, requestTexts } from '../../lib/texts';
import type { FastifyZod } from '../../lib/fastify-zod';
import { currentUser } from '../../plugins/auth';
import { bearer, errorResponses, idParams } from '../common';
import { applicationSchema, historyEntrySchema, toApplication, toHistoryEntry } from './schemas';

const tags = ['applications'];
const admin = { access: ['ADM'] as const };

const EMAIL_MESSAGES = {
  sent: m('Email sent Successfully'),
  queued: m('Status changed. The email could not be sent now; it is queued and will be retried.'),
  logged: m(
    'Status changed. No mail server is configured (SMTP_URL): the email was written to the server log.',
  ),
} as const;

export default async function reviewRoutes(app: FastifyZod) {
  app.get(
    '/Apply/:id',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        params: idParams,
        response: {
          200: z.object({
            Applicant: applicationSchema,
            Cv: z.string().describe('Signed link, valid 10 minutes'),
            AttachmentLetter: z.string().describe('Signed link, valid 10 minutes'),
          }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const row = await findApplication(app.db, request.params.id);
      if (!row) throw notFound(m('Application not found'));
      const viewer = currentUser(request).id;
      const link = (kind: 'Cv' | 'AttachmentLetter') =>
        signFileLink(app.secrets.fileLinks, app.config.PUBLIC_URL, row.id, kind, viewer);
      return {
        Applicant: toApplication(row),
        Cv: link('Cv'),
        AttachmentLetter: link('AttachmentLetter'),
      };
    },
  );

  app.put(
    '/Apply/:id',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Schedule an interview (Accepted + Date), pass or decline; e-mails the applicant',
        params: idParams,
        body: z.object({
          ApplicationStatus: z.enum(['Accepted', 'Passed', 'Declined'], {
            error: m('The ApplicationStatus must be Accepted, Passed or Declined.'),
          }),
          Date: z
            .string()
            .meta({ format: 'date' })
            .optional()
            .describe('Interview date, YYYY-MM-DD, today or later'),
        }),
        response: {
          200: z.object({
            message: z.string(),
            ApplicationStatus: z.enum(['Accepted', 'Passed', 'Declined']),
            Email: z.enum(['sent', 'queued', 'logged']),
          }),
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => {
      const { ApplicationStatus, Date } = request.body;
      const id = request.params.id;
      const ctx = { db: app.db, config: app.config, secret: app.secrets.interviewLinks };
      const [mailId, ...more] = await changeApplicationStatus(
        app.db,
        app.config,
        id,
        ApplicationStatus,
        Date,
        currentUser(request).id,
        // A declined applicant's booked slot is freed; scheduled by hand, the link stops booking.
        async (trx, to) => {
          if (to === 'Declined') return releaseApplication(trx, ctx, id);
          if (to === 'Accepted') await scheduledByHand(trx, id);
          return [];
        },
      );
      app.mailer.send(more);
      const email = await app.mailer.deliver(mailId);
      const { t } = requestTexts(request);
      return { message: t(EMAIL_MESSAGES[email]), ApplicationStatus, Email: email };
    },
  );

  app.get(
    '/Apply/:id/History',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Every status change of an application, oldest first, with who and the e-mail',
        params: idParams,
        response: {
          200: z.object({ History: z.array(historyEntrySchema) }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const row = await findApplication(app.db, request.params.id);
      if (!row) throw notFound(m('Application not found'));
      const events = await listApplicationEvents(app.db, row.id);
      return { History: events.map(toHistoryEntry) };
    },
  );
}
