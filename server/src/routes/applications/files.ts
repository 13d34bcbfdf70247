import { z } from 'zod';
import { openApplicationFile } from '../../domain/applications/applications.service';
import { checkFileLink } from '../../domain/applications/signed-links';
import { HttpError, notFound } from '../../lib/errors';
import { m } from '../../lib/texts';
import type { FastifyZod } from '../../lib/fastify-zod';
import { errorResponses } from '../common';

/** ASCII letters, digits, dot, dash and underscore only, ending in .pdf, at most 100 characters. */
export function safePdfName(uploaded: string): string {
  const base = uploaded
    .replace(/\.pdf$/i, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._-]+/, '')
    .slice(0, 96);
  return `${base || 'document'}.pdf`;
}

export default async function applicationFileRoutes(app: FastifyZod) {
  app.get(
    '/Apply/:id/:file',
    {
      // No bearer header: the HMAC signature in the link is the permission.
      config: { access: 'public' },
      schema: {
        tags: ['applications'],
        summary: 'A CV or letter PDF, through the signed link of GET /Apply/{id}',
        params: z.object({
          id: z.coerce.number().int().positive(),
          file: z.enum(['Cv', 'AttachmentLetter']),
        }),
        querystring: z.object({
          expires: z.coerce.number().int(),
          by: z.coerce.number().int().describe('The administrator the link was made for'),
          signature: z.string(),
        }),
        response: { 200: z.any().describe('application/pdf'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const { expires, by, signature } = request.query;
      const link = { applicationId: id, kind: file, expires, viewerId: by };
      const check = checkFileLink(app.secrets.fileLinks, link, signature);
      if (check === 'invalid') throw new HttpError(403, m('This link is not valid.'));
      if (check === 'expired')
        throw new HttpError(403, m('This link has expired. Open the file again.'));
      const stored = await openApplicationFile(app.db, id, file, by);
      if (!stored) throw notFound(m('File not found'));
      return (
        reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="${safePdfName(stored.filename)}"`)
          // An uploaded file is never a page of the product: no script of it runs in our origin.
          .header('Content-Security-Policy', 'sandbox')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store')
          .send(stored.content)
      );
    },
  );
}
