import { execFile } from 'node:child_process';

// The marks pdftotext puts around a right-to-left line (embeddings, isolates, LRM/RLM): they
// say how to show the text, they are not in it.
const BIDI_MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A PDF's text as poppler's pdftotext extracts it (its layout kept), without bidi marks. */
export function pdftotext(pdf: Buffer | Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'pdftotext',
      ['-layout', '-enc', 'UTF-8', '-', '-'],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error}: ${stderr}`)) : resolve(stdout.replace(BIDI_MARKS, '')),
    );
    child.stdin?.end(Buffer.from(pdf));
  });
}

/**
 * The PDF's lines joined with nothing between them (a word broken across lines reads whole
 * again, pages too), less the lines `skip` matches (a page's foot), its runs of spaces one.
 */
export async function joinedText(pdf: Buffer | Uint8Array, skip?: RegExp): Promise<string> {
  const lines = (await pdftotext(pdf)).split(/[\n\f]/);
  return lines
    .filter((line) => !skip?.test(line))
    .map((line) => line.trim())
    .join('')
    .replace(/\s+/g, ' ');
}
