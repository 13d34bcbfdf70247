import {
  RESOURCE_TYPES,
  SCHEMAS,
  serviceProviderConfig,
} from '../../domain/directories/scim-discovery';
import { listResponse } from '../../domain/directories/scim-context';
import { scimNotFound } from '../../domain/directories/scim-errors';
import type { FastifyZod } from '../../lib/fastify-zod';
import groupRoutes from './groups';
import { scimScope } from './scim-plugin';
import userRoutes from './users';
import { config, idParams } from './users';

const all = <T>(items: T[]) =>
  listResponse(items, items.length, { startIndex: 1, count: items.length });

/**
 * Issue 89: the SCIM 2.0 service provider (RFC 7643, 7644) at /scim/v2, for the directories
 * an administrator connects on the Directory sync screen. Outside /api: its callers are
 * directories with their own bearer tokens, never a session.
 */
export default async function scimRoutes(app: FastifyZod) {
  await scimScope(app);
  app.get('/ServiceProviderConfig', { config }, async () =>
    serviceProviderConfig(`${app.config.PUBLIC_URL}/api/docs`),
  );
  app.get('/ResourceTypes', { config }, async () => all(RESOURCE_TYPES));
  app.get('/ResourceTypes/:id', { config, schema: { params: idParams } }, async (request) => {
    const found = RESOURCE_TYPES.find((type) => type.id === request.params.id);
    if (!found) throw scimNotFound(`ResourceType ${request.params.id}`);
    return found;
  });
  app.get('/Schemas', { config }, async () => all(SCHEMAS));
  app.get('/Schemas/:id', { config, schema: { params: idParams } }, async (request) => {
    const found = SCHEMAS.find((schema) => schema.id === request.params.id);
    if (!found) throw scimNotFound(`Schema ${request.params.id}`);
    return found;
  });
  await app.register(userRoutes);
  await app.register(groupRoutes);
}
