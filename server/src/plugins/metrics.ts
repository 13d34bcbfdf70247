import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolStats } from '../db/database';
import { outboxBacklog } from '../domain/mail/outbox.repository';

/** Page views and client errors a page reported, for one package's release. */
export type CountClientEvents = (
  pkg: string,
  release: string,
  counts: { pageViews: number; errors: number },
) => void;

declare module 'fastify' {
  interface FastifyInstance {
    countClientEvents: CountClientEvents;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries the token, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** The outbox, the pool and the process, as of this scrape. */
function stateGauges(registry: Registry, withPool: boolean) {
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  return {
    pending: gauge('outbox_pending_messages', 'E-mails waiting in the outbox'),
    failed: gauge('outbox_failed_messages', 'E-mails waiting after at least one failed attempt'),
    oldest: gauge('outbox_oldest_pending_age_seconds', 'Age of the oldest e-mail waiting'),
    pool: withPool
      ? {
          connections: gauge('db_pool_connections', 'PostgreSQL pool connections', ['state']),
          waiting: gauge('db_pool_waiting_queries', 'Queries waiting for a pool connection'),
          refused: new Counter({
            name: 'db_pool_busy_refusals_total',
            help: 'Queries refused a pool connection (answered 503 busy): the queue full, or its wait over',
            labelNames: ['reason'],
            registers: [registry],
          }),
        }
      : undefined,
  };
}

/**
 * GET /metrics in Prometheus' text format, for a bearer METRICS_TOKEN only (docs/deploy.md,
 * "Metrics"): every answer by route pattern, method and status with its duration, the outbox,
 * the PostgreSQL pool, event-loop lag and memory (prom-client's process metrics). Without
 * METRICS_TOKEN nothing is measured and /metrics is a 404. Scrape each instance at its own
 * address: through the proxy, each scrape would reach a different one.
 */
export default fp(
  async (app) => {
    const token = app.config.METRICS_TOKEN;
    if (!token) {
      app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
        reply.code(404).send({ message: 'Metrics are off: set METRICS_TOKEN to turn them on' }),
      );
      app.decorate('countClientEvents', () => {});
      return;
    }

    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by route pattern, method and status (its _count counts requests)',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const state = stateGauges(registry, app.dialect === 'postgres');
    // With REDIS_URL: 1 while Redis does not answer and this instance counts alone.
    const redis = app.rateLimitRedis;
    const redisFallback =
      redis &&
      new Gauge({
        name: 'rate_limit_redis_fallback',
        help: 'Rate limits counted by this instance alone as Redis does not answer (1), or shared (0)',
        registers: [registry],
      });
    const clientCounter = (name: string, help: string) =>
      new Counter({ name, help, labelNames: ['package', 'release'], registers: [registry] });
    const pageViews = clientCounter('client_page_views_total', 'Page views pages reported');
    const clientErrors = clientCounter('client_errors_total', 'Errors pages reported');
    app.decorate('countClientEvents', (pkg, release, counts) => {
      if (counts.pageViews) pageViews.inc({ package: pkg, release }, counts.pageViews);
      if (counts.errors) clientErrors.inc({ package: pkg, release }, counts.errors);
    });

    app.addHook('onResponse', async (request, reply) => {
      // The pattern, never the path: ids and tokens would make a series each.
      const route = request.routeOptions.url ?? 'unmatched';
      durations.observe(
        { method: request.method, route, status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    });

    async function refresh() {
      try {
        const backlog = await outboxBacklog(app.db);
        state.pending.set(backlog.pending);
        state.failed.set(backlog.failed);
        const oldest = backlog.oldestCreatedAt ? Date.parse(backlog.oldestCreatedAt) : Date.now();
        state.oldest.set(Math.max(0, (Date.now() - oldest) / 1000));
      } catch (error) {
        // A database that does not answer leaves these out, rather than failing the scrape.
        app.log.warn({ err: error }, 'metrics: the outbox could not be read');
        state.pending.reset();
        state.failed.reset();
        state.oldest.reset();
      }
      redisFallback?.set(redis?.active ? 1 : 0);
      const pool = poolStats(app.db);
      if (pool && state.pool) {
        state.pool.connections.set({ state: 'in_use' }, pool.total - pool.idle);
        state.pool.connections.set({ state: 'idle' }, pool.idle);
        state.pool.waiting.set(pool.waiting);
        // The queue counts; a counter can only be raised, so it is set by starting from zero.
        state.pool.refused.reset();
        for (const [reason, count] of Object.entries(pool.refused)) {
          state.pool.refused.inc({ reason }, count);
        }
      }
    }

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply
          .code(401)
          .header('WWW-Authenticate', 'Bearer')
          .send({ message: 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>' });
      }
      await refresh();
      return reply
        .header('Cache-Control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
    app.addHook('onClose', async () => registry.clear());
  },
  { name: 'metrics', dependencies: ['db'] },
);
