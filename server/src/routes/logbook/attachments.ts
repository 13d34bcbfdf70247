import type { FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_ATTACHMENT_BYTES, TOO_LARGE } from '../../domain/logbook/attachment-files';
import {
  addAttachment,
  openAttachment,
  removeAttachment,
} from '../../domain/logbook/logbook-attachments.service';
import { HttpError, ValidationError } from '../../lib/errors';
import type { FastifyZod } from '../../lib/fastify-zod';
import { m, requestTexts } from '../../lib/texts';
import { currentUser } from '../../plugins/auth';
import { bearer, errorResponses, idParams, messageSchema } from '../common';
import { weekParams } from './bodies';
import { attachmentSchema } from './schemas';

const intern = { access: ['INT'] as const };
const tags = ['logbook'];
const CHOOSE_FILE = m('Choose a photo or a PDF file.');

/** The one part `File`, read up to 5 MB (a larger one is a 413 before the rest is read). */
async function readFilePart(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, m('Send the file as multipart/form-data.'));
  let file: { name: string; content: Buffer } | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1 } });
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === 'File' && !file) {
        file = { name: part.filename || 'file', content: await part.toBuffer() };
      } else if (part.type === 'file') {
        part.file.resume();
      }
    }
  } catch (error) {
    const { statusCode: status } = error as { statusCode?: number };
    if (status === 413) throw new HttpError(413, TOO_LARGE);
    if (status && status < 500) throw error;
    throw new HttpError(400, m('The upload was incomplete or malformed. Please send it again.'));
  }
  if (!file || file.content.length === 0) throw new ValidationError({ File: [CHOOSE_FILE] });
  return file;
}

/** How an uploaded file is answered: never a page of the product, never cached (as the CVs). */
const fileHeaders = {
  'Content-Security-Policy': 'sandbox',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'private, no-store',
};

/** Photos and PDFs of the intern's logbook weeks (docs/decisions.md, "Logbook and attendance"). */
export default async function logbookAttachmentRoutes(app: FastifyZod) {
  app.post(
    '/Intern/Logbook/:weekStart/Attachments',
    {
      config: { ...intern, multipartStream: true },
      // The body is streamed and checked in the handler; its schema only documents it.
      validatorCompiler: (route) =>
        route.httpPart === 'body'
          ? (data) => ({ value: data })
          : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
      schema: {
        tags,
        security: bearer,
        summary:
          'Attach a JPEG, PNG or WebP photo or a PDF (multipart: File, at most 5 MB) to a week ' +
          'not yet submitted; at most five a week. Images are stored re-encoded without metadata.',
        consumes: ['multipart/form-data'],
        params: weekParams,
        body: z.object({ File: z.string().describe('The photo or PDF') }),
        response: {
          201: attachmentSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const file = await readFilePart(request);
      const { id } = currentUser(request);
      const added = await addAttachment(app.db, app.config, id, request.params.weekStart, file);
      return reply.code(201).send(added);
    },
  );

  app.delete(
    '/Intern/Logbook/:weekStart/Attachments/:id',
    {
      config: intern,
      schema: {
        tags,
        security: bearer,
        summary: 'Remove a photo or file from a week not yet submitted',
        params: weekParams.extend(idParams.shape),
        response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { weekStart, id } = request.params;
      await removeAttachment(app.db, app.config, currentUser(request).id, weekStart, id);
      return { message: requestTexts(request).t('File removed') };
    },
  );

  for (const part of ['content', 'thumbnail'] as const) {
    app.get(
      part === 'content' ? '/LogbookAttachments/:id' : '/LogbookAttachments/:id/Thumbnail',
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          security: bearer,
          summary:
            part === 'content'
              ? "A logbook week's photo or PDF: for the intern, their supervisor, their academic " +
                'supervisor while they have access, and administrators (404 for anyone else)'
              : "A 320 px JPEG of a logbook week's photo (404 for a PDF), for the same people",
          params: idParams,
          response: { 200: z.any().describe('The file'), ...errorResponses(401, 404, 422) },
        },
      },
      async (request, reply) => {
        const actor = currentUser(request);
        const file = await openAttachment(app.db, app.config, actor, request.params.id, part);
        return reply
          .type(file.contentType)
          .headers(fileHeaders)
          .header('Content-Disposition', `inline; filename="${file.name}"`)
          .send(file.bytes);
      },
    );
  }
}
