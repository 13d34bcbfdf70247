import { z } from 'zod';
import {
  CLIENT_EVENT_KINDS,
  keptMessage,
  keptPath,
  recordClientEvents,
} from '../../domain/releases/client-events.service';
import { checkPageToken } from '../../domain/releases/page-tokens';
import { isReleaseId, RELEASED_PACKAGES } from '../../domain/releases/release-ids';
import { reportClient } from '../../domain/releases/report-clients';
import type { FastifyZod } from '../../lib/fastify-zod';
import { limits } from '../../plugins/rate-limits';
import { errorResponses } from '../common';

/** A report is small: 20 events of a cut message and a path. */
export const CLIENT_EVENTS_BODY_LIMIT = 16 * 1024;

const eventSchema = z.object({
  Package: z.enum(RELEASED_PACKAGES),
  Release: z.string().refine(isReleaseId, { error: 'must be a release id (16 hex digits)' }),
  Kind: z.enum(CLIENT_EVENT_KINDS),
  Message: z.string().max(1000).optional(),
  Path: z.string().max(500).optional(),
});

/**
 * POST /api/ClientEvents: a page's page views and errors, counted per release (docs/decisions.md,
 * "Releases to a share of users"). Open to anyone (pages report before and without sign-in),
 * so limited per address and in size, refused for a release this server does not keep or a
 * token it did not sign, counted only with the token the page was drawn with, and keeping no
 * personal data: the counts per client (its address hashed), and in the log an error's message
 * cut and its path.
 */
export default async function clientEventRoutes(app: FastifyZod) {
  app.post(
    '/ClientEvents',
    {
      bodyLimit: CLIENT_EVENTS_BODY_LIMIT,
      config: { access: 'public', rateLimit: limits.clientEvents },
      schema: {
        tags: ['releases'],
        summary: "A page's page views and errors, counted per release",
        body: z.object({
          // The page's token (`<meta name="page-token">`); without it nothing is counted.
          Page: z.string().max(2000).optional(),
          Events: z.array(eventSchema).min(1).max(20),
        }),
        response: {
          200: z.object({ RolledBack: z.array(z.string()) }),
          ...errorResponses(400, 413, 422, 429),
        },
      },
    },
    async (request) => {
      const { Page, Events } = request.body;
      const { counted, rolledBack } = await recordClientEvents(app.db, Events, {
        token: Page === undefined ? null : checkPageToken(app.secrets.pageTokens, Page),
        client: reportClient(app.secrets.pageTokens, request.ip),
      });
      for (const count of counted) app.countClientEvents(count.package, count.releaseId, count);
      for (const event of Events.filter((e) => e.Kind !== 'view')) {
        request.log.info(
          {
            package: event.Package,
            release: event.Release,
            kind: event.Kind,
            message: keptMessage(event.Message),
            path: keptPath(event.Path),
          },
          'client error',
        );
      }
      return { RolledBack: rolledBack };
    },
  );
}
