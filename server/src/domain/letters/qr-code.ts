import type { PdfLibraries } from './pdf-libraries';

/** Where the square goes on the page, and its side in points (its quiet zone included). */
interface Square {
  x: number;
  y: number;
  size: number;
}

/**
 * The QR code of `text` drawn as squares of the page: black on white, a one-module quiet zone.
 * Vector modules print sharp at any size, and the PDF needs no PNG encoded then decoded.
 */
export function drawQrCode(
  doc: PDFKit.PDFDocument,
  QRCode: PdfLibraries['QRCode'],
  text: string,
  { x, y, size }: Square,
) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const side = size / (count + 2);
  doc.save();
  doc.rect(x, y, size, size).fill('#fff');
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (!modules.get(row, col)) continue;
      // A run of dark modules in a row is one rectangle: a smaller PDF, no seams to show.
      const first = col;
      while (col + 1 < count && modules.get(row, col + 1)) col += 1;
      doc.rect(x + (first + 1) * side, y + (row + 1) * side, (col - first + 1) * side, side);
    }
  }
  doc.fill('#000');
  doc.restore();
}
