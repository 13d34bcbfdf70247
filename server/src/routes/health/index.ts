import { z } from 'zod';
import { readiness } from '../../domain/health/readiness';
import { readLiveReleases } from '../../domain/releases/releases.repository';
import type { FastifyZod } from '../../lib/fastify-zod';
import { serverVersion } from '../../lib/version';

/** How long the readiness answer waits for the database before saying it does not answer. */
const READY_TIMEOUT_MS = 2000;

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string().describe("The server's version (the repository's package.json)"),
  commit: z.string().nullable().describe('The git commit it was built from'),
  releases: z
    .record(z.string(), z.string())
    .describe('The live release id of each front-end package (`npm run releases`)'),
});

const readySchema = z.object({ status: z.literal('ready') });
const notReadySchema = z.object({
  status: z.literal('not ready'),
  reason: z.string().describe('What is wrong, as a sentence'),
});

export default async function health(app: FastifyZod) {
  const { version, commit } = serverVersion();
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness, version, the database dialect in use and the live front-end releases',
        response: { 200: healthSchema },
      },
    },
    // Reading the live releases is also the check that the database answers.
    async () => ({
      status: 'ok' as const,
      database: app.dialect,
      version,
      commit,
      releases: await readLiveReleases(app.db),
    }),
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers and has every migration of this version',
        description: 'For load balancers and orchestrators: 503 while this instance cannot serve.',
        response: { 200: readySchema, 503: notReadySchema },
      },
    },
    async (_request, reply) => {
      const state = await readiness(app.db, app.sqliteFile, READY_TIMEOUT_MS);
      return state.ready
        ? { status: 'ready' as const }
        : reply.code(503).send({ status: 'not ready' as const, reason: state.reason });
    },
  );
}
