import fp from 'fastify-plugin';
import { PORTALS } from 'shared-api/portals';
import { z } from 'zod';
import type { FastifyZod } from '../lib/fastify-zod';
import { releaseGroup } from './release-group';

const remotesSchema = z.object(
  Object.fromEntries(PORTALS.map((portal) => [portal.remote, z.string()])),
);

/**
 * Where the shell loads each portal from: the live releases, read at run time so a portal is
 * released, or rolled back, without the shell.
 */
export default fp(
  async (app: FastifyZod) => {
    app.get(
      '/remotes.json',
      { schema: { hide: true, response: { 200: remotesSchema } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return (await app.liveFrontEnd(releaseGroup(request, reply))).remotes;
      },
    );
  },
  { name: 'remotes', dependencies: ['config', 'live-releases'] },
);
