import { z } from 'zod';
import { SIGN_IN_METHODS } from 'shared-api/sign-in-methods';
import {
  mySessions,
  signOutOtherSessions,
  signOutSession,
} from '../../domain/accounts/my-sessions.service';
import type { FastifyZod } from '../../lib/fastify-zod';
import { requestTexts } from '../../lib/texts';
import { currentUser } from '../../plugins/auth';
import { bearer, errorResponses, idParams } from '../common';

const tags = ['accounts'];
const signedIn = { access: 'signed-in' } as const;

const sessionSchema = z.object({
  Id: z.number().int(),
  Browser: z.string().describe("The browser and its major version, e.g. 'Chrome 142'; '' unknown"),
  System: z.string().describe("The operating system, e.g. 'Windows 10'; '' unknown"),
  DeviceKind: z.string().describe("'desktop', 'mobile', 'tablet', ...; '' unknown"),
  Address: z.string().describe('The client address it signed in from; "" before it was kept'),
  FirstSeen: z.string().describe('When it signed in (ISO 8601)'),
  LastSeen: z.string().describe('When it was last used (ISO 8601, to the minute)'),
  SignedInWith: z.enum(SIGN_IN_METHODS).describe('How it signed in'),
  Current: z.boolean().describe('This request’s own session'),
});

/** Issue 68, My sessions: one's own open sessions, and signing them out. */
export default async function sessionRoutes(app: FastifyZod) {
  app.get(
    '/Account/Sessions',
    {
      config: signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'Your open sessions, this one first: device, address, first and last seen, how',
        response: {
          200: z.object({ Sessions: z.array(sessionSchema) }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { Sessions: await mySessions(app.db, user.id, user.sessionId) };
    },
  );

  app.delete(
    '/Account/Sessions/:id',
    {
      config: signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'Sign out one of your sessions, at once; 404 if it is not yours or not open',
        params: idParams,
        response: { 204: z.null().describe('Signed out'), ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      await signOutSession(app.db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/Account/Sessions/SignOutOthers',
    {
      config: signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'Sign out everywhere else: every session of yours but this one, at once',
        response: {
          200: z.object({ message: z.string(), SignedOut: z.number().int() }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const count = await signOutOtherSessions(app.db, user.id, user.sessionId);
      const { t } = requestTexts(request);
      return {
        message: t(
          '{count, plural, one {Signed out of # other session} other {Signed out of # other sessions}}',
          { count },
        ),
        SignedOut: count,
      };
    },
  );
}
