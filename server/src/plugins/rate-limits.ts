import rateLimit, {
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, type Message } from '../lib/errors';
import { redisStoreWithFallback, type RedisFallback } from '../lib/rate-limit-store';
import { m } from '../lib/texts';

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/** Per-route limits of decisions §4, keyed by client address unless said otherwise. */
export const limits = {
  apply: { max: 20, timeWindow: '1 hour' },
  applicationStatus: { max: 30, timeWindow: '1 minute' },
  login: { max: 60, timeWindow: '1 minute' },
  // Activation tells whether an address has a Passed application or an account (decisions §5):
  // requests without a live link are few an hour, per client address and per e-mail (counted
  // by routes/auth/activation-limits.ts), so its answers cannot be harvested.
  activate: { max: 10, timeWindow: '1 hour', hook: 'preHandler' },
  activateByEmail: {
    max: 5,
    timeWindow: '1 hour',
    keyGenerator: (request) => `activate:${emailOf(request)}`,
  },
  // Setting a password from a link: links are 256-bit random, so this only caps the cost.
  reset: { max: 20, timeWindow: '1 minute' },
  // Each answer may e-mail a link: few per client address and hour (and at most one e-mail per
  // 5 minutes per target address and action, claimed atomically in the service).
  personalDataRequest: { max: 10, timeWindow: '1 hour' },
  // Pages report at most every 2 s each; an office's interns may share one address.
  clientEvents: { max: 120, timeWindow: '1 minute' },
  // Codes are 140-bit random, so this only caps the cost of asking (and of guessing).
  verify: { max: 30, timeWindow: '1 minute' },
  passwordReset: {
    max: 5,
    timeWindow: '1 hour',
    // The body is parsed by preHandler time, so the key can be the e-mail asked about, with the
    // address asking: a stranger's requests do not block the owner's. The service caps what
    // one mailbox receives from all addresses together (LIVE_RESET_LINKS).
    hook: 'preHandler',
    keyGenerator: (request) => `reset:${emailOf(request)}:${request.ip}`,
  },
} satisfies Record<string, RateLimitOptions>;

/**
 * The 429's message: the plugin's wait ('1 minute', '15 minutes', '30 seconds'), said in the
 * reader's language (a wait in another form stays as the plugin wrote it).
 */
function tryAgainIn(after: string): Message {
  const [, count, unit] = /^(\d+) (second|minute|hour|day)s?$/.exec(after) ?? [];
  const values = { count: Number(count) };
  switch (unit) {
    case 'second':
      return m(
        'Too many attempts. Try again in {count, plural, one {# second} other {# seconds}}.',
        values,
      );
    case 'minute':
      return m(
        'Too many attempts. Try again in {count, plural, one {# minute} other {# minutes}}.',
        values,
      );
    case 'hour':
      return m(
        'Too many attempts. Try again in {count, plural, one {# hour} other {# hours}}.',
        values,
      );
    case 'day':
      return m(
        'Too many attempts. Try again in {count, plural, one {# day} other {# days}}.',
        values,
      );
    default:
      return m('Too many attempts. Try again in {after}.', { after });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** With REDIS_URL: whether the counters fell back to this instance's memory (metrics). */
    rateLimitRedis?: RedisFallback;
  }
}

/**
 * In memory by default; in Redis with REDIS_URL so that several instances share counters, and
 * in memory again while Redis does not answer (lib/rate-limit-store.ts).
 */
export default fp(
  async (app) => {
    const { config } = app;
    if (config.RATE_LIMITS === 'off') {
      app.log.warn('RATE_LIMITS=off: login, apply, status and reset are not rate limited');
      return;
    }
    const nameSpace = 'internship-rl:';
    let store: FastifyRateLimitStoreCtor | undefined;
    if (config.REDIS_URL) {
      // No queue of commands while disconnected, and none waits long: a request is counted
      // here at once instead.
      // Loaded only where Redis is configured.
      const { Redis } = await import('ioredis');
      const redis = new Redis(config.REDIS_URL, {
        connectTimeout: 2000,
        commandTimeout: 3000,
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
      });
      const shared = redisStoreWithFallback(redis, nameSpace, app.log);
      // The first requests are counted in Redis too: the start waits for it (or its failure,
      // within the connect timeout) rather than counting them here.
      await new Promise<void>((resolve) => {
        const settled = () => {
          redis.off('ready', settled).off('error', settled);
          resolve();
        };
        redis.on('ready', settled).on('error', settled);
      });
      store = shared.Store as unknown as FastifyRateLimitStoreCtor;
      app.decorate('rateLimitRedis', shared.fallback);
      app.addHook('onClose', async () => {
        if (redis.status === 'ready') await redis.quit();
        else redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      store,
      nameSpace,
      skipOnError: false,
      errorResponseBuilder: (_request, context) => new HttpError(429, tryAgainIn(context.after)),
    });
  },
  { name: 'rate-limits', dependencies: ['config'] },
);
