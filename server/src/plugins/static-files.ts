import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { letterCheckKey } from 'shared-api/evaluations';
import { checkCredential } from '../domain/credentials/credential-check';
import { verifyDocument } from '../domain/letters/verify-document';
import { signPageToken, withPageToken } from '../domain/releases/page-tokens';
import { isBrowserFile } from '../domain/releases/release-files';
import { PageRenderer } from '../domain/server-rendering/page-renderer';
import type { PageQueries } from '../domain/server-rendering/render-worker';
import { serverRenderedHtml } from '../domain/server-rendering/server-rendered-html';
import { DEFAULT_FIRM_NAME } from '../config';
import { serverVersion } from '../lib/version';
import { releaseGroup } from './release-group';
import { requestLanguage } from '../lib/request-language';
import { requestTheme } from '../lib/request-theme';
import { requestTexts } from '../lib/texts';
import { pageHtml, verifyPageHtml, type PageSettings } from './page-html';
import { limits } from './rate-limits';

/** A path segment as the router decodes it; a malformed one as it came. */
function decodedSegment(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The drawn /verify page's query holding a credential's check (86-api contract). */
export const CREDENTIAL_CHECK_KEY = ['credentialCheck'] as const;

/** A release's files never change: its folder is named by its content. */
export const RELEASE_FILE_CACHE = 'public, max-age=31536000, immutable';

const NOT_RELEASED =
  'The front end is not built yet. Run `npm run build` (or `npm start`) at the repository root. ' +
  'The API answers under /api (see /api/docs).';

/**
 * Serves every kept release under `/releases/<package>/<release id>/` (so a page opened before
 * a release keeps loading its own files), and the live shell's index.html, with the live
 * portals' locations, at every page path.
 */
export default fp(
  async (app) => {
    await app.register(fastifyStatic, {
      root: app.config.RELEASES_DIR,
      prefix: '/releases/',
      // Source maps are for whoever debugs on the server; staging folders are not releases yet.
      // Nor are a release's server builds (dist/server/) for browsers.
      allowedPath: (pathName: string) => isBrowserFile(pathName),
      wildcard: true,
      index: false,
      cacheControl: false,
      etag: true,
      // The builds ship .br and .gz beside each file (compression-webpack-plugin).
      preCompressed: true,
      setHeaders: (res: { setHeader(name: string, value: string): unknown }) =>
        res.setHeader('Cache-Control', RELEASE_FILE_CACHE),
    });

    const renderer = app.config.SERVER_RENDERING === 'on' ? new PageRenderer(app.log) : null;
    // The default name is a placeholder for the privacy notice: the top bar then names no firm.
    const settings: PageSettings = {
      firmName: app.config.FIRM_NAME === DEFAULT_FIRM_NAME ? null : app.config.FIRM_NAME,
      timeZone: app.config.APP_TIMEZONE,
    };
    app.addHook('onClose', async () => renderer?.close());

    const { version, commit } = serverVersion();
    const appVersion = commit ? `${version} (${commit})` : version;
    /** A page; with `queries`, a verification page drawn with its answer. */
    const sendPage = async (
      pathname: string,
      request: FastifyRequest,
      reply: FastifyReply,
      queries?: PageQueries,
    ) => {
      const language = requestLanguage(request);
      const live = await app.liveFrontEnd(releaseGroup(request, reply));
      if (live.indexHtml === null) {
        return reply.code(503).type('text/plain; charset=utf-8').send(NOT_RELEASED);
      }
      const page = pageHtml(
        live.indexHtml,
        live.remotes,
        pathname,
        live.routesFilesOf,
        settings,
        appVersion,
        language,
        live.releases,
        requestTheme(request),
      );
      const html = withPageToken(
        queries ? verifyPageHtml(page, queries) : page,
        signPageToken(app.secrets.pageTokens, live.releases),
      );
      const rendered = queries
        ? await renderer?.renderWith(pathname, live.renderBuilds, queries, language)
        : await renderer?.render(pathname, live.renderBuilds, language);
      // The page is in the language the cookie or Accept-Language picks, in the cookie's theme.
      const vary = reply.getHeader('Vary');
      reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', [vary, 'Accept-Language, Cookie'].filter(Boolean).join(', '));
      return reply
        .type('text/html; charset=utf-8')
        .send(rendered ? serverRenderedHtml(html, rendered) : html);
    };

    /**
     * /verify/{code}, the address printed on a letter, drawn with its answer (docs/decisions.md,
     * "Evaluations and letters"), so a reader or a tool without JavaScript can verify: 404 for a
     * code no letter has. Rate limited like GET /api/verify/{code}, the same question.
     */
    const sendVerifyPage = async (
      pathname: string,
      code: string,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      const answer = await verifyDocument(app.db, app.config, code, requestTexts(request));
      reply.header('X-Robots-Tag', 'noindex');
      if (!answer) reply.code(404);
      return sendPage(pathname, request, reply, [[letterCheckKey(code), answer]]);
    };
    app.get<{ Params: { code: string } }>(
      '/verify/:code',
      { schema: { hide: true }, config: { rateLimit: limits.verify } },
      (request, reply) =>
        sendVerifyPage(request.url.split('?')[0], request.params.code, request, reply),
    );

    /**
     * /book/<token>, the applicant's booking page (docs/interview-booking.md): a page although
     * its token has dots, which the catch-all below reads as a file's extension. It names a
     * person, so no search engine keeps it.
     */
    app.get('/book/:token', { schema: { hide: true } }, (request, reply) => {
      reply.header('X-Robots-Tag', 'noindex');
      return sendPage(request.url.split('?')[0], request, reply);
    });

    /**
     * POST /verify, the page's form without JavaScript (docs/credentials.md): the credential
     * pasted in its `credential` field, checked as POST /api/Credential/verify checks it, and the
     * page drawn with that answer (or refusal) under ['credentialCheck'].
     */
    app.post<{ Body: { credential?: unknown } }>(
      '/verify',
      {
        schema: { hide: true },
        // A form posts the credential URL-encoded: up to 1 MB of it, escaped, fits in 3 MB.
        bodyLimit: 3 * 1024 * 1024,
        config: { rateLimit: limits.verify, formBody: true },
      },
      async (request, reply) => {
        const pasted = request.body?.credential;
        const outcome = await checkCredential(
          app.db,
          app.config,
          typeof pasted === 'string' ? pasted : '',
          requestTexts(request),
        );
        reply.code(outcome.status).header('X-Robots-Tag', 'noindex');
        return sendPage('/verify', request, reply, [[CREDENTIAL_CHECK_KEY, outcome.body]]);
      },
    );

    const notFound = (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0];
      return reply.code(404).send({ message: `Route ${request.method}:${pathname} not found` });
    };
    // Pages are answered by a route, not the not-found handler, so that they are compressed
    // (the compression plugin's hooks are added to routes only): a drawn page is 20-50 kB.
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const pathname = request.url.split('?')[0];
      const isPage =
        !pathname.startsWith('/api/') &&
        pathname !== '/api' &&
        !pathname.startsWith('/releases/') &&
        path.extname(pathname) === '';
      if (!isPage) return notFound(request, reply);
      // A segment longer than the router's parameters: no letter's code.
      const verify = /^\/verify\/([^/]+)$/.exec(pathname);
      if (verify) return sendVerifyPage(pathname, decodedSegment(verify[1]), request, reply);
      return sendPage(pathname, request, reply);
    });
    app.setNotFoundHandler(notFound);
  },
  { name: 'static-files', dependencies: ['config', 'live-releases', 'secrets'] },
);
