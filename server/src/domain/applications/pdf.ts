/**
 * A file is accepted as a PDF by its content: it starts with the `%PDF-` header and ends with
 * the `%%EOF` marker (allowing trailing whitespace), which also catches truncated uploads.
 */
export function pdfProblem(content: Buffer): string | undefined {
  if (content.length === 0) return 'is empty.';
  if (content.subarray(0, 5).toString('latin1') !== '%PDF-') return 'must be a PDF file.';
  const tail = content.subarray(Math.max(0, content.length - 1024)).toString('latin1');
  if (!/%%EOF\s*$/.test(tail)) return 'is not a complete PDF file.';
  return undefined;
}
