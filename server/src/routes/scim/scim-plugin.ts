import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ScimContext } from '../../domain/directories/scim-context';
import {
  findDirectoryByToken,
  recordRequest,
} from '../../domain/directories/directories.repository';
import { ScimError } from '../../domain/directories/scim-errors';
import { HttpError } from '../../lib/errors';
import type { FastifyZod } from '../../lib/fastify-zod';
import { english } from '../../lib/texts';
import { isoNow } from '../../lib/time';
import { bearerToken, hashToken } from '../../lib/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The SCIM request's directory, found by its bearer token (routes/scim only). */
    scim?: ScimContext;
  }
}

export const SCIM_TYPE = 'application/scim+json; charset=utf-8';
/** Entra ID sends a group's thousands of members in batches; this bounds any one request. */
export const SCIM_BODY_LIMIT = 512 * 1024;

const tokenOf = (request: FastifyRequest) => bearerToken(request.headers.authorization);

/** A directory's requests: each token its own count (plugins/rate-limits.ts keeps the counters). */
export const scimRateLimit = {
  max: 600,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `scim:${hashToken(tokenOf(request) ?? request.ip)}`,
};

function scimErrorOf(error: FastifyError): ScimError {
  if (error instanceof ScimError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const where = issue?.instancePath.split('/').filter(Boolean).join('.') || 'the request';
    return new ScimError(400, `${where}: ${issue?.message ?? 'is invalid'}`, 'invalidValue');
  }
  if (error instanceof HttpError) return new ScimError(error.statusCode, english(error.message));
  const status = error.statusCode ?? 500;
  if (status < 500) {
    const syntax =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code?.startsWith('FST_ERR_CTP');
    return new ScimError(
      status,
      error.message,
      syntax && status === 400 ? 'invalidSyntax' : undefined,
    );
  }
  return new ScimError(500, 'The service provider could not answer this request. Try again.');
}

function sendScim(reply: FastifyReply, error: ScimError) {
  return reply.code(error.status).type(SCIM_TYPE).serializer(JSON.stringify).send(error.body());
}

/**
 * What every SCIM route shares: application/scim+json bodies, the directory found by its
 * bearer token (only its hash is stored), SCIM's error format for every refusal (5xx without
 * detail), and each request noted as the directory's last (and a refusal as its last error).
 */
export async function scimScope(app: FastifyZod) {
  app.addContentTypeParser(
    ['application/scim+json'],
    { parseAs: 'string', bodyLimit: SCIM_BODY_LIMIT },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const scim = scimErrorOf(error);
    noteError(request, scim.detail);
    if (scim.status >= 500) request.log.error({ err: error }, 'SCIM request failed');
    if (error instanceof HttpError && error.headers) reply.headers(error.headers);
    return sendScim(reply, scim);
  });
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendScim(reply, new ScimError(404, `${request.method} ${request.url} is not a SCIM endpoint.`));
  app.setNotFoundHandler(notFound);
  // Before the pages' catch-all (plugins/static-files.ts), which would answer with a page.
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    config: { rateLimit: scimRateLimit },
    handler: notFound,
  });

  app.addHook('onRequest', async (request) => {
    const token = tokenOf(request);
    const directory = token && (await findDirectoryByToken(app.db, hashToken(token)));
    if (!directory) throw new ScimError(401, 'The bearer token is not a connected directory’s.');
    request.scim = {
      db: app.db,
      config: app.config,
      directory,
      baseUrl: `${app.config.PUBLIC_URL}/scim/v2`,
      mailIds: [],
    };
  });

  // Noted before the answer goes (one small write), so a directory's next request sees it.
  app.addHook('onSend', async (request, reply, payload) => {
    const scim = request.scim;
    if (!scim) return payload;
    reply.type(SCIM_TYPE);
    const error = reply.statusCode >= 400 ? lastErrorOf(request, reply.statusCode) : null;
    await recordRequest(app.db, scim.directory.id, isoNow(), error).catch((failure: unknown) =>
      request.log.warn({ err: failure }, 'could not note the SCIM request'),
    );
    return payload;
  });

  app.addHook('onResponse', async (request) => {
    const ids = request.scim?.mailIds ?? [];
    if (ids.length > 0) app.mailer.send(ids);
  });
}

const lastErrors = new WeakMap<FastifyRequest, string>();

/** The refusal's detail, kept for the Directory sync screen's "last error". */
export function noteError(request: FastifyRequest, detail: string) {
  lastErrors.set(request, detail);
}

const lastErrorOf = (request: FastifyRequest, status: number) =>
  `${request.method} ${request.routeOptions.url ?? request.url}: ${status} ${lastErrors.get(request) ?? ''}`.trim();
