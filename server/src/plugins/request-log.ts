import fp from 'fastify-plugin';

/** An answer slower than this is worth a line at the default level. */
const SLOW_MS = 1000;

/**
 * Paths holding a secret: a reset, invitation, e-mail confirmation or personal-data link, as a
 * page or as the API call the page makes.
 */
const SECRET_PATH =
  /^(\/(?:resetPassword|confirmEmail|personalData)\/|\/api\/PersonalData\/(?!Request\b))[^/?#]+/;

/**
 * The URL as logged: no link tokens, no query values (activation links, signed file links,
 * searches for people's names), only their names.
 */
export function loggableUrl(url: string): string {
  const [pathPart, query] = url.split('?', 2) as [string, string | undefined];
  const path = pathPart.replace(SECRET_PATH, '$1[hidden]');
  if (query === undefined) return path;
  const names = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=', 1)[0]}=[hidden]`);
  return `${path}?${names.join('&')}`;
}

function levelOf(status: number, ms: number) {
  // A 503 or 507 is a state the instance says once (a database outage, a stop, a full disk), not
  // a fault of each request: a line per answer buried that one (plugins/database-outage.ts,
  // plugins/storage-full.ts).
  if (status === 503 || status === 507) return 'debug';
  if (status >= 500) return 'error';
  return status >= 400 || ms > SLOW_MS ? 'info' : 'debug';
}

/**
 * One line per answer. At the default level (info) only failures and slow answers are written,
 * so a busy server does not spend its time logging successes; LOG_LEVEL=debug writes them all.
 */
export default fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      const ms = reply.elapsedTime;
      const status = reply.statusCode;
      const level = levelOf(status, ms);
      request.log[level](
        { method: request.method, url: loggableUrl(request.url), status, ms: Math.round(ms) },
        'request answered',
      );
    });
  },
  { name: 'request-log' },
);
