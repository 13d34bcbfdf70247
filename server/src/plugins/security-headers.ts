import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { COLOR_SCHEME_SCRIPT_HASH } from '../domain/server-rendering/color-scheme-script';
import { PRE_HYDRATION_SCRIPT_HASH } from '../domain/server-rendering/pre-hydration-script';
import { STARTUP_SCRIPT_HASH } from '../domain/server-rendering/startup-script';

/** Origins of front-end files served from elsewhere (REMOTE_*_URL, RELEASES_URL as URLs). */
function remoteOrigins(urls: (string | undefined)[]): string[] {
  const origins = urls
    .filter((url): url is string => url !== undefined && !url.startsWith('/'))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

/**
 * Helmet's headers, worked out once: they depend only on the config, and recomputing them on
 * every request was a visible share of a small answer's cost.
 */
function staticHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return headers;
}

const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export default fp(
  async (app) => {
    const { config } = app;
    const remotes = remoteOrigins([...Object.values(config.remoteOverrides), config.RELEASES_URL]);
    const headers = staticHelmetHeaders({
      // Same-site lets a shell on another port of this host (webpack dev server) load portals.
      crossOriginResourcePolicy: { policy: 'same-site' },
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          // The inline scripts: the colour scheme before the first paint, and on a server-drawn
          // page what it runs before it is hydrated and what starts its scripts after it paints.
          scriptSrc: [
            "'self'",
            PRE_HYDRATION_SCRIPT_HASH,
            COLOR_SCHEME_SCRIPT_HASH,
            STARTUP_SCRIPT_HASH,
            ...remotes,
          ],
          // emotion (MUI) injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'", ...remotes],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
    });
    const apiHeaders = { ...headers, 'cache-control': 'no-store' };
    app.addHook('onRequest', async (request, reply) => {
      // API answers carry sessions and personal data: no browser or proxy may keep them.
      reply.headers(isApiPath(request.url) ? apiHeaders : headers);
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
