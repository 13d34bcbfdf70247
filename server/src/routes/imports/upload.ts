import type { FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from '../../lib/errors';
import { m } from '../../lib/texts';
import type { ImportKind } from '../../db/schema';
import { IMPORT_KINDS } from '../../domain/imports/import-kinds';

const isKind = (value: string): value is ImportKind =>
  (IMPORT_KINDS as readonly string[]).includes(value);

/**
 * Streams the upload: the file is read up to @fastify/multipart's 5 MB limit (a larger one is a
 * 413 before the rest is read); a cut-off body is a 400.
 */
export async function readImportUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, m('Send the file as multipart/form-data.'));
  let kind: string | undefined;
  let file: { name: string; content: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'Kind' && typeof part.value === 'string') kind = part.value;
      } else if (part.fieldname === 'File' && !file) {
        file = { name: part.filename || 'import', content: await part.toBuffer() };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const { statusCode: status } = error as { statusCode?: number };
    if (status === 413) throw new HttpError(413, m('The file must be at most 5 MB.'));
    if (status && status < 500) throw error;
    throw new HttpError(400, m('The upload was incomplete or malformed. Please send it again.'));
  }
  const errors: Record<string, string[]> = {};
  if (kind === undefined || !isKind(kind)) {
    errors.Kind = [m('The Kind must be supervisors, interns, positions, intakes or applications.')];
  }
  if (!file) errors.File = [m('Choose a CSV or XLSX file.')];
  if (!file || kind === undefined || !isKind(kind)) throw new ValidationError(errors);
  return { kind, file };
}
