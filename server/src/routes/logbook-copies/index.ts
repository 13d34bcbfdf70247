import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { logbookPdf } from '../../domain/letters/logbook-copy.service';
import type { FastifyZod } from '../../lib/fastify-zod';
import { requestTexts } from '../../lib/texts';
import { currentUser } from '../../plugins/auth';
import { bearer, errorResponses, idParams } from '../common';

const pdfAnswer = { 200: z.any().describe('application/pdf') };
const tags = ['logbook'];

/**
 * The signed logbook as a PDF with a verification code (docs/decisions.md, "Logbook and
 * attendance"): the intern's own, or any intern's for an administrator.
 */
export default async function logbookCopyRoutes(app: FastifyZod) {
  const sendPdf = (reply: FastifyReply, code: string, pdf: Buffer) =>
    reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="logbook-${code}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);

  app.get(
    '/Intern/Logbook/Pdf',
    {
      config: { access: ['INT'] as const },
      schema: {
        tags,
        security: bearer,
        summary:
          'Download your signed logbook, with a verification code; 409 while your university ' +
          'needs every signed week countersigned and one is not',
        response: { ...pdfAnswer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      // Drawn now, in the language of the request (the screen's).
      const texts = requestTexts(request);
      const { code, pdf } = await logbookPdf(app.db, app.config, currentUser(request).id, texts);
      return sendPdf(reply, code, pdf);
    },
  );

  app.get(
    '/Admin/Intern/:id/Logbook/Pdf',
    {
      config: { access: ['ADM'] as const },
      schema: {
        tags,
        security: bearer,
        summary: "Download an intern's signed logbook, with a verification code",
        params: idParams,
        response: { ...pdfAnswer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const texts = requestTexts(request);
      const { code, pdf } = await logbookPdf(app.db, app.config, request.params.id, texts);
      return sendPdf(reply, code, pdf);
    },
  );
}
