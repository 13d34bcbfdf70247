import { m } from 'shared-api';
import { z } from 'zod/mini';

export const MAX_PDF_BYTES = 5 * 1024 * 1024;
export const PDF_ACCEPT = 'application/pdf,.pdf';

export const pdfMessages = {
  required: m('Choose a PDF file'),
  type: m('Only PDF files are accepted'),
  // MAX_PDF_BYTES in megabytes (a test keeps the two together).
  size: m('The file must be at most 5 MB'),
} as const;

/** What the browser tells about a chosen file; the server checks the content itself. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileLike).name === 'string' &&
    typeof (value as FileLike).size === 'number'
  );
}

/** Some systems give PDFs an empty type, so the extension counts too. */
export function isPdfFile(file: FileLike): boolean {
  return file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));
}

/** Why a chosen file is refused, or null when it is a PDF of at most 5 MB. */
export function pdfFileProblem(file: FileLike): string | null {
  if (!isPdfFile(file)) return pdfMessages.type;
  if (file.size > MAX_PDF_BYTES) return pdfMessages.size;
  return null;
}

export const pdfFileSchema = z.custom<File>(isFileLike, pdfMessages.required).check(
  z.superRefine((file, ctx) => {
    const problem = pdfFileProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);
