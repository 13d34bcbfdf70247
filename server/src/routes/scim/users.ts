import type { FastifyRequest } from 'fastify';
import type { ScimPatchOperation } from 'scim-patch';
import { z } from 'zod';
import { PATCH_SCHEMA } from '../../domain/directories/scim-context';
import * as users from '../../domain/directories/scim-users.service';
import type { FastifyZod } from '../../lib/fastify-zod';
import { listQuery, pagingOf } from './paging';
import { scimRateLimit } from './scim-plugin';

export const idParams = z.object({ id: z.string().max(100) });
const resourceBody = z.looseObject({});

/** RFC 7644 §3.5.2: at most this many operations in one PATCH. */
const MAX_OPERATIONS = 100;

export const patchBody = z.looseObject({
  schemas: z.array(z.string()).refine((schemas) => schemas.includes(PATCH_SCHEMA), {
    message: `must name ${PATCH_SCHEMA}`,
  }),
  Operations: z
    .array(
      z.looseObject({
        op: z.string().regex(/^(add|remove|replace)$/i),
        path: z.string().max(1000).optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(MAX_OPERATIONS),
});

export const config = { rateLimit: scimRateLimit };
/** Set by the scope's onRequest hook, which refuses a request without a directory. */
export const scimOf = (request: FastifyRequest) => request.scim!;
export const operationsOf = (body: z.infer<typeof patchBody>) =>
  body.Operations as ScimPatchOperation[];

/** /scim/v2/Users: the staff accounts a directory provisions (domain/directories). */
export default async function userRoutes(app: FastifyZod) {
  app.get('/Users', { config, schema: { querystring: listQuery } }, async (request) =>
    users.listUsers(scimOf(request), request.query.filter, pagingOf(request.query)),
  );

  app.get('/Users/:id', { config, schema: { params: idParams } }, async (request) =>
    users.getUser(scimOf(request), request.params.id),
  );

  app.post('/Users', { config, schema: { body: resourceBody } }, async (request, reply) => {
    const { created, resource } = await users.createUser(scimOf(request), request.body);
    return reply
      .code(created ? 201 : 200)
      .header('Location', resource.meta.location)
      .send(resource);
  });

  app.put(
    '/Users/:id',
    { config, schema: { params: idParams, body: resourceBody } },
    async (request) => users.replaceUser(scimOf(request), request.params.id, request.body),
  );

  app.patch(
    '/Users/:id',
    { config, schema: { params: idParams, body: patchBody } },
    async (request) =>
      users.patchUser(scimOf(request), request.params.id, operationsOf(request.body)),
  );

  app.delete('/Users/:id', { config, schema: { params: idParams } }, async (request, reply) => {
    await users.deleteUser(scimOf(request), request.params.id);
    return reply.code(204).send();
  });
}
