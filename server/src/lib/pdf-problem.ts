/** What is wrong with an uploaded file as a PDF. */
export type PdfProblem = 'empty' | 'not-pdf' | 'incomplete';

/**
 * A file is accepted as a PDF by its content: it starts with the `%PDF-` header and ends with
 * the `%%EOF` marker (allowing trailing whitespace), which also catches truncated uploads.
 */
export function pdfProblem(content: Buffer): PdfProblem | undefined {
  if (content.length === 0) return 'empty';
  if (content.subarray(0, 5).toString('latin1') !== '%PDF-') return 'not-pdf';
  const tail = content.subarray(Math.max(0, content.length - 1024)).toString('latin1');
  if (!/%%EOF\s*$/.test(tail)) return 'incomplete';
  return undefined;
}
