import { z } from 'zod';
import * as directories from '../../domain/directories/directories.service';
import type { FastifyZod } from '../../lib/fastify-zod';
import { bearer, errorResponses, idParams } from '../common';
import {
  changeSchema,
  changesQuery,
  directoryBody,
  directorySchema,
  toChange,
  toDirectory,
  tokenSchema,
} from './schemas';

const tags = ['directories'];
const admin = { access: ['ADM'] as const };

/**
 * Issue 89: the Directory sync screen. An administrator connects a directory (Entra ID, Okta, …)
 * and pastes its token and the SCIM base URL into it; the directory then provisions staff
 * accounts through /scim/v2.
 */
export default async function directoryRoutes(app: FastifyZod) {
  app.get(
    '/Directories',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'The directories, connected ones first, and the SCIM base URL to give them',
        response: {
          200: z.object({
            Directories: z.array(directorySchema),
            ScimUrl: z.string().describe("The SCIM service provider's base URL"),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => ({
      Directories: (await directories.listDirectories(app.db)).map(toDirectory),
      ScimUrl: `${app.config.PUBLIC_URL}/scim/v2`,
    }),
  );

  app.post(
    '/Directories',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Connect a directory: its bearer token is answered this once',
        body: directoryBody,
        response: {
          201: z.object({ DirectoryID: z.number().int(), Token: tokenSchema }),
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request, reply) => {
      const { id, token } = await directories.connectDirectory(app.db, request.body.Name);
      return reply.code(201).send({ DirectoryID: id, Token: token });
    },
  );

  app.post(
    '/Directories/:id/Token',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: "Renew a connected directory's token: the old one stops at once",
        params: idParams,
        response: {
          200: z.object({ Token: tokenSchema }),
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => ({ Token: await directories.renewToken(app.db, request.params.id) }),
  );

  app.delete(
    '/Directories/:id',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Disconnect a directory: its token stops; its name stays in the history',
        params: idParams,
        response: { 204: z.null().describe('Disconnected'), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await directories.disconnectDirectory(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/Directories/Changes',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'The changes directories made to accounts, newest first, a page at a time',
        querystring: changesQuery,
        response: {
          200: z.object({
            Changes: z.array(changeSchema),
            Next: z
              .number()
              .int()
              .nullable()
              .describe('Before for the next (older) page; null on the last page'),
          }),
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request) => {
      const { Before, Limit } = request.query;
      const { rows, next } = await directories.directoryChanges(app.db, {
        before: Before,
        limit: Limit,
      });
      return { Changes: rows.map(toChange), Next: next };
    },
  );
}
