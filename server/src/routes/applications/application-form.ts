import type { FastifyRequest } from 'fastify';
import type { ApplicationForm } from '../../domain/applications/applications.service';
import type { FileKind } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { m } from '../../lib/texts';

const FILE_FIELDS = new Set<string>(['Cv', 'AttachmentLetter']);
export const FIELD_MAX_BYTES = 10_000;

/** Each multipart limit of app.ts says which limit it was (413). */
const LIMIT_MESSAGES: Record<string, string | undefined> = {
  FST_REQ_FILE_TOO_LARGE: m('Each file must be at most 5 MB.'),
  FST_FILES_LIMIT: m('Send at most two files: the CV and the attachment letter.'),
  FST_FIELDS_LIMIT: m('The form has too many fields.'),
  FST_PARTS_LIMIT: m('The form has too many parts.'),
};

/**
 * Streams the multipart form. Each file is read up to the per-file limit of @fastify/multipart
 * (5 MB): a larger one stops the upload with 413 before the rest is buffered. A malformed or
 * cut-off body is a 400. Nothing is stored here.
 */
export async function readApplicationForm(request: FastifyRequest): Promise<ApplicationForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, m('Send the application as multipart/form-data.'));
  }
  const form: ApplicationForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) {
          throw new HttpError(413, m('The {field} field is too long.', { field: part.fieldname }));
        }
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
      } else if (FILE_FIELDS.has(part.fieldname)) {
        const content = await part.toBuffer();
        form.files[part.fieldname as FileKind] = { filename: part.filename || 'file.pdf', content };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const { statusCode: status, code = '' } = error as { statusCode?: number; code?: string };
    if (status === 413) {
      throw new HttpError(413, LIMIT_MESSAGES[code] ?? m('The form is too large.'));
    }
    if (status && status < 500) throw error;
    throw new HttpError(400, m('The upload was incomplete or malformed. Please send it again.'));
  }
  return form;
}
