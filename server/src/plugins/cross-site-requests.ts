import fp from 'fastify-plugin';
import { m, requestTexts } from '../lib/texts';

/** Methods that change nothing: links and pages are opened from anywhere. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = m('Requests from other sites are refused.');

/** Whether Origin names the host the request was sent to (`:80` or `:443` left implicit). */
function isOwnHost(origin: string, host: string | undefined) {
  const sent = URL.parse(origin);
  return (
    sent !== null &&
    host !== undefined &&
    sent.host === URL.parse(`${sent.protocol}//${host}`)?.host
  );
}

/**
 * Refuses a state-changing request that a browser sends for another site (a form posted from
 * elsewhere to the routes that e-mail): by Sec-Fetch-Site, or in a browser without it by Origin,
 * which must be this server's own host or PUBLIC_URL's origin. A request with neither header is
 * not a browser's (curl, scripts, tests) and passes. Go's http.CrossOriginProtection does the
 * same; same-site is refused too, as no page of a sibling domain calls this API.
 */
export default fp(
  async (app) => {
    const publicOrigin = new URL(app.config.PUBLIC_URL).origin;
    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      const site = request.headers['sec-fetch-site'];
      if (site === 'same-origin' || site === 'none') return;
      const { origin, host } = request.headers;
      if (origin === publicOrigin) return;
      if (site === undefined && (origin === undefined || isOwnHost(origin, host))) return;
      // Written here, not by the route's schemas: this answer is none of the route's own.
      const { t } = requestTexts(request);
      return reply
        .code(403)
        .serializer(JSON.stringify)
        .send({ message: t(CROSS_SITE_MESSAGE) });
    });
  },
  { name: 'cross-site-requests', dependencies: ['config'] },
);
