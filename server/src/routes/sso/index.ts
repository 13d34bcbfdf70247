import { z } from 'zod';
import type { Config } from '../../config';
import { startSession } from '../../domain/accounts/start-session';
import { SsoRefused, finishSsoSignIn, startSsoSignIn } from '../../domain/sso/sso.service';
import { useSignInCode } from '../../domain/sso/sso-requests.repository';
import { findActiveUserById } from '../../domain/users/users.repository';
import { notFound, unauthorized } from '../../lib/errors';
import { requestLanguage } from '../../lib/request-language';
import { m } from '../../lib/texts';
import type { FastifyZod } from '../../lib/fastify-zod';
import { limits } from '../../plugins/rate-limits';
import { errorResponses } from '../common';
import { answerSignedIn, loginAnswer, signInClient } from '../auth/signed-in';

const tags = ['accounts'];
/** Ties a sign-in sent to the provider to the browser that started it (a foreign state fails). */
const STATE_COOKIE = 'sso_state';
const COOKIE_PATH = '/api/Sso/';
const STATE_IN_COOKIE = new RegExp(`(?:^|;\\s*)${STATE_COOKIE}=([A-Za-z0-9_-]{1,100})(?:;|$)`);
const INVALID_CODE = m('This sign-in has expired or was used already. Sign in again.');

const providerParams = z.object({ provider: z.string().max(30) });
const redirected = z.null().describe('Sent on with Location');

const stateCookie = (config: Config, value: string, maxAgeSeconds: number) =>
  `${STATE_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; ` +
  `SameSite=Lax${config.PUBLIC_URL.startsWith('https:') ? '; Secure' : ''}`;

/** The login page (the shell's /login) with why a sign-in through the provider failed. */
const refusedUrl = (config: Config, reason: string) =>
  `${config.PUBLIC_URL}/login?sso_error=${reason}`;

/**
 * Single sign-on with OpenID Connect (docs/decisions.md, "Security"): the browser is sent
 * to the provider (Start), comes back (Callback) and is sent to the login page with a single-use
 * code in the URL's fragment, which the page exchanges (Exchange) for the usual login answer.
 */
export default async function ssoRoutes(app: FastifyZod) {
  const providerOf = (id: string) => app.config.ssoProviders.find((p) => p.id === id);

  app.get(
    '/Sso/Providers',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "The identity providers configured for single sign-on, for the login page's buttons",
        response: {
          200: z.array(z.object({ id: z.string(), label: z.string() })),
        },
      },
    },
    async () => app.config.ssoProviders.map(({ id, label }) => ({ id, label })),
  );

  app.get(
    '/Sso/:provider/Start',
    {
      config: { access: 'public', rateLimit: limits.login },
      schema: {
        tags,
        summary: "Sends the browser to the provider's sign-in (authorization code flow with PKCE)",
        params: providerParams,
        response: { 303: redirected, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      if (!provider) throw notFound();
      try {
        const { url, state } = await startSsoSignIn(app.db, app.config, provider);
        reply.header('set-cookie', stateCookie(app.config, state, 600));
        return reply.code(303).header('location', url).send(null);
      } catch (error) {
        request.log.warn({ err: error, provider: provider.id }, 'identity provider unreachable');
        return reply.code(303).header('location', refusedUrl(app.config, 'failed')).send(null);
      }
    },
  );

  app.get(
    '/Sso/:provider/Callback',
    {
      config: { access: 'public', rateLimit: limits.login },
      schema: {
        tags,
        summary: "The provider's answer: on to the login page, with a code or the refusal",
        description:
          'Success: 303 to `/login#sso=<code>`, a single-use code good for a minute that the ' +
          'page exchanges at POST /api/Sso/Exchange. Refusal: 303 to ' +
          '`/login?sso_error=failed|unknown|unverified`.',
        params: providerParams,
        querystring: z.record(z.string(), z.unknown()),
        response: { 303: redirected, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const query = Object.fromEntries(
        Object.entries(request.query).filter((entry): entry is [string, string] => {
          return typeof entry[1] === 'string';
        }),
      );
      const cookieState = STATE_IN_COOKIE.exec(request.headers.cookie ?? '')?.[1];
      reply.header('set-cookie', stateCookie(app.config, '', 0));
      let location: string;
      try {
        if (!provider) throw new SsoRefused('failed', 'no such provider');
        const code = await finishSsoSignIn(app.db, app.config, provider, query, cookieState);
        location = `${app.config.PUBLIC_URL}/login#sso=${code}`;
      } catch (error) {
        if (!(error instanceof SsoRefused)) throw error;
        request.log.info(
          { provider: provider?.id, reason: error.message },
          'single sign-on refused',
        );
        location = refusedUrl(app.config, error.reason);
      }
      return reply.code(303).header('location', location).send(null);
    },
  );

  app.post(
    '/Sso/Exchange',
    {
      config: { access: 'public', rateLimit: limits.login },
      schema: {
        tags,
        summary: 'Opens the session of a single sign-on, with the code the login page was sent',
        body: z.object({ code: z.string().min(1).max(100) }),
        response: { 200: loginAnswer, ...errorResponses(401, 422, 429) },
      },
    },
    async (request, reply) => {
      const userId = await useSignInCode(app.db, request.body.code);
      const user = userId === undefined ? undefined : await findActiveUserById(app.db, userId);
      if (!user) throw unauthorized(INVALID_CODE);
      const client = signInClient(request);
      const started = await startSession(
        app.db,
        app.config,
        user,
        client,
        'sso',
        requestLanguage(request),
      );
      return answerSignedIn(app, request, reply, started);
    },
  );
}
