import fp from 'fastify-plugin';
import { z } from 'zod';
import type { FastifyZod } from '../lib/fastify-zod';

const remotesSchema = z.object({
  public_portal: z.string(),
  intern_portal: z.string(),
  supervisor_portal: z.string(),
  admin_portal: z.string(),
});

/** Where the shell loads each portal from, read at run time so a portal can move alone. */
export default fp(
  async (app: FastifyZod) => {
    const { config } = app;
    const remotes = {
      public_portal: config.REMOTE_PUBLIC_URL,
      intern_portal: config.REMOTE_INTERN_URL,
      supervisor_portal: config.REMOTE_SUPERVISOR_URL,
      admin_portal: config.REMOTE_ADMIN_URL,
    };
    app.get(
      '/remotes.json',
      { schema: { hide: true, response: { 200: remotesSchema } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return remotes;
      },
    );
  },
  { name: 'remotes', dependencies: ['config'] },
);
