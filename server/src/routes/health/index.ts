import { z } from 'zod';
import { readLiveReleases } from '../../domain/releases/releases.repository';
import type { FastifyZod } from '../../lib/fastify-zod';
import { APP_VERSION } from '../../version';

const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string().describe("The product's version (CHANGELOG.md)"),
  database: z.enum(['sqlite', 'postgres']),
  releases: z
    .record(z.string(), z.string())
    .describe('The live release id of each front-end package (`npm run releases`)'),
});

export default async function health(app: FastifyZod) {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness, the database dialect in use and the live front-end releases',
        response: { 200: healthSchema },
      },
    },
    // Reading the live releases is also the check that the database answers.
    async () => ({
      status: 'ok' as const,
      version: APP_VERSION,
      database: app.dialect,
      releases: await readLiveReleases(app.db),
    }),
  );
}
