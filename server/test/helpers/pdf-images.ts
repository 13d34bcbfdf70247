import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The images a PDF holds, as poppler's `pdfimages -list` lists them (page, size, type). */
export function pdfImages(pdf: Buffer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-images-'));
  try {
    const file = path.join(dir, 'copy.pdf');
    fs.writeFileSync(file, pdf);
    const listing = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    return listing
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const [page, , type, width, height, , , , enc] = line.trim().split(/\s+/);
        return { page: Number(page), type, width: Number(width), height: Number(height), enc };
      });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
