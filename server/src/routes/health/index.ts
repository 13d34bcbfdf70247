import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyZod } from '../../lib/fastify-zod';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});

export default async function health(app: FastifyZod) {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and the database dialect in use',
        response: { 200: healthSchema },
      },
    },
    async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const, database: app.dialect };
    },
  );
}
