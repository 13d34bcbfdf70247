import * as groups from '../../domain/directories/scim-groups.service';
import type { FastifyZod } from '../../lib/fastify-zod';
import { listQuery, pagingOf, withoutMembers } from './paging';
import { config, idParams, operationsOf, patchBody, scimOf } from './users';
import { z } from 'zod';

const resourceBody = z.looseObject({});

/** /scim/v2/Groups: Administrators and Supervisors, the staff roles. */
export default async function groupRoutes(app: FastifyZod) {
  app.get('/Groups', { config, schema: { querystring: listQuery } }, async (request) =>
    groups.listGroups(
      scimOf(request),
      request.query.filter,
      pagingOf(request.query),
      withoutMembers(request.query),
    ),
  );

  app.get(
    '/Groups/:id',
    { config, schema: { params: idParams, querystring: listQuery } },
    async (request) =>
      groups.getGroup(scimOf(request), request.params.id, withoutMembers(request.query)),
  );

  app.post('/Groups', { config, schema: { body: resourceBody } }, async (request) =>
    groups.createGroup(request.body),
  );

  app.put(
    '/Groups/:id',
    { config, schema: { params: idParams, body: resourceBody } },
    async (request) => groups.replaceGroup(scimOf(request), request.params.id, request.body),
  );

  app.patch(
    '/Groups/:id',
    { config, schema: { params: idParams, body: patchBody } },
    async (request) =>
      groups.patchGroup(scimOf(request), request.params.id, operationsOf(request.body)),
  );

  app.delete('/Groups/:id', { config, schema: { params: idParams } }, async (request) =>
    groups.deleteGroup(request.params.id),
  );
}
