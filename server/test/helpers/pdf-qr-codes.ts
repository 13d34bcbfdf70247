import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * What a phone would read from each page of a PDF: poppler's `pdftoppm` draws the pages at
 * 150 dpi, as a scan or a photo of the print would have them, and jsQR decodes the QR code of
 * each (read-qr-codes.cjs; null for a page without one).
 */
export async function qrCodesIn(pdf: Buffer): Promise<(string | null)[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-qr-'));
  try {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, pdf);
    await run('pdftoppm', ['-png', '-r', '150', file, path.join(dir, 'page')]);
    // pdftoppm pads the pages' numbers to one width: their names sort in the pages' order.
    const pages = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .sort()
      .map((name) => path.join(dir, name));
    const { stdout } = await run(process.execPath, [
      path.join(__dirname, 'read-qr-codes.cjs'),
      ...pages,
    ]);
    return JSON.parse(stdout) as (string | null)[];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
