import { z } from 'zod';
import { findCredential, statusList } from '../../domain/credentials/credentials.service';
import { notFound } from '../../lib/errors';
import type { FastifyZod } from '../../lib/fastify-zod';
import { m } from '../../lib/texts';
import { errorResponses } from '../common';

/** The media types a machine asks a credential in; a browser's text/html gets the page. */
const MACHINE_TYPES = ['application/ld+json', 'application/vc+ld+json', 'application/json'];

/** The highest q the Accept header gives any of `types` by name (a wildcard names none); 0 if none. */
function rank(accept: string | undefined, types: string[]) {
  let best = 0;
  for (const part of (accept ?? '').split(',').slice(0, 50)) {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    if (!types.includes(type.trim())) continue;
    const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
    if (Number.isFinite(q) && q > best) best = q;
  }
  return best;
}

/**
 * Under /credentials, outside the API (docs/credentials.md): a credential at its id's URL (JSON-LD
 * to a machine, the letter's verification page to a person) and the signed status lists,
 * cached a minute at most, so a revocation is seen within one.
 */
export default async function publicCredentialRoutes(app: FastifyZod) {
  app.get(
    '/status/:list',
    {
      schema: {
        hide: true,
        params: z.object({ list: z.coerce.number().int().min(1).max(2 ** 31 - 1) }),
        response: { 200: z.any(), ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const signed = await statusList(app.db, request.params.list);
      if (!signed) throw notFound(m('No such status list'));
      return reply
        .type('application/vc+ld+json')
        .header('Cache-Control', 'public, max-age=60')
        .header('Access-Control-Allow-Origin', '*')
        .send(signed);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.any(), 303: z.any(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const credential = await findCredential(app.db, request.params.id);
      if (!credential?.document) throw notFound(m('No such credential'));
      // A browser names text/html; a machine names JSON, or nothing: it gets the credential.
      const html = rank(request.headers.accept, ['text/html']);
      const machine = rank(request.headers.accept, MACHINE_TYPES);
      reply.header('Vary', 'Accept');
      if (html > 0 && html >= machine) return reply.redirect(`/verify/${credential.code}`, 303);
      const json = rank(request.headers.accept, ['application/json']);
      const linked = rank(request.headers.accept, ['application/ld+json', 'application/vc+ld+json']);
      return reply
        .type(json > linked ? 'application/json' : 'application/ld+json')
        .header('Cache-Control', 'no-cache')
        .header('Access-Control-Allow-Origin', '*')
        .send(credential.document);
    },
  );
}
