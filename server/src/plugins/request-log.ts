import fp from 'fastify-plugin';

/** An answer slower than this is worth a line at the default level. */
const SLOW_MS = 1000;

/**
 * One line per answer. At the default level (info) only failures and slow answers are written,
 * so a busy server does not spend its time logging successes; LOG_LEVEL=debug writes them all.
 */
export default fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      const ms = reply.elapsedTime;
      const status = reply.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 || ms > SLOW_MS ? 'info' : 'debug';
      request.log[level](
        { method: request.method, url: request.url, status, ms: Math.round(ms) },
        'request answered',
      );
    });
  },
  { name: 'request-log' },
);
