/**
 * pdfkit (with fontkit and its fonts' decoders) and qrcode, loaded the first time a PDF is drawn:
 * some 2 MB of code that every start and every server test file loaded, though only the letter
 * and the logbook copy use it (docs/benchmarks.md, "npm test on a fresh clone").
 */
export async function pdfLibraries() {
  const [{ default: PDFDocument }, { default: QRCode }] = await Promise.all([
    import('pdfkit'),
    import('qrcode'),
  ]);
  return { PDFDocument, QRCode };
}

export type PdfLibraries = Awaited<ReturnType<typeof pdfLibraries>>;
