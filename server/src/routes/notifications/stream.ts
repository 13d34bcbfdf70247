import type { OutgoingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { findSessionUserById } from '../../domain/accounts/sessions.repository';
import { lastNotificationId } from '../../domain/notifications/notifications.repository';
import {
  issueStreamTicket,
  useStreamTicket,
} from '../../domain/notifications/stream-tickets.repository';
import { HttpError, unauthorized } from '../../lib/errors';
import type { FastifyZod } from '../../lib/fastify-zod';
import { MAX_DB_ID } from '../../lib/numbers';
import { m, requestTexts } from '../../lib/texts';
import { SESSION_ENDED, currentUser } from '../../plugins/auth';
import { bearer, errorResponses } from '../common';

const tags = ['notifications'];
const EVENT_ID = /^\d{1,10}$/;

/** A stream's start: after the event the client saw last, else after the newest one. */
function lastSeen(header: string | string[] | undefined, query: string | undefined) {
  const given = [header].flat()[0] ?? query;
  if (given === undefined || !EVENT_ID.test(given)) return undefined;
  return Math.min(Number(given), MAX_DB_ID);
}

/** Live updates: a ticket (bearer call), then the stream it opens (docs/decisions.md). */
export default async function streamRoutes(app: FastifyZod) {
  app.post(
    '/Notification/Stream/Ticket',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security: bearer,
        summary: 'A single-use ticket that opens your notification stream within a minute',
        response: { 200: z.object({ Ticket: z.string() }), ...errorResponses(401) },
      },
    },
    async (request) => ({
      Ticket: await issueStreamTicket(app.db, currentUser(request).sessionId),
    }),
  );

  app.get(
    '/Notification/Stream',
    {
      // The ticket, not a bearer header, names the session: EventSource sends no headers.
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'text/event-stream of your notifications (event `notification`, id = its Id), open ' +
          'while the session lives; Last-Event-ID (or lastEventId) resumes after that one',
        querystring: z.object({
          ticket: z.string({ error: m('The ticket is required.') }).max(100),
          lastEventId: z.string().max(20).optional(),
        }),
        response: {
          200: z.any().describe('text/event-stream'),
          ...errorResponses(401, 422, 503),
        },
      },
    },
    async (request, reply) => {
      // A stopping instance's stream would hear nothing: the client reconnects through the proxy.
      if (!app.notificationStreams.accepting()) {
        throw new HttpError(503, m('This instance is stopping. Connect again.'));
      }
      const checked = await useStreamTicket(app.db, request.query.ticket);
      if (checked === 'expired') throw unauthorized(m('This stream ticket has expired.'));
      if (checked === 'invalid') throw unauthorized(m('This stream ticket is not valid.'));
      const user = await findSessionUserById(app.db, checked.sessionId);
      if (!user) throw unauthorized(SESSION_ENDED);
      const after =
        lastSeen(request.headers['last-event-id'], request.query.lastEventId) ??
        (await lastNotificationId(app.db, user.id));
      reply.hijack();
      // A hijacked answer skips fastify's headers: the security headers every answer gets
      // (nosniff among them, plugins/security-headers.ts) are written here by hand.
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx would otherwise hold events back in its buffer (docs/deploy.md).
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      // Its texts in the language of the page that opened it (the `lang` cookie goes with it).
      app.notificationStreams.open(reply.raw, user, after, requestTexts(request));
    },
  );
}
