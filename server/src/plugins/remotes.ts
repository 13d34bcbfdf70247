import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Config } from '../config';
import type { FastifyZod } from '../lib/fastify-zod';

const remotesSchema = z.object({
  public_portal: z.string(),
  intern_portal: z.string(),
  supervisor_portal: z.string(),
  admin_portal: z.string(),
});

export type RemoteLocations = z.infer<typeof remotesSchema>;

export const remoteLocations = (config: Config): RemoteLocations => ({
  public_portal: config.REMOTE_PUBLIC_URL,
  intern_portal: config.REMOTE_INTERN_URL,
  supervisor_portal: config.REMOTE_SUPERVISOR_URL,
  admin_portal: config.REMOTE_ADMIN_URL,
});

/** Where the shell loads each portal from, read at run time so a portal can move alone. */
export default fp(
  async (app: FastifyZod) => {
    const remotes = remoteLocations(app.config);
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
