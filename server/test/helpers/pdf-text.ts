import { execFile } from 'node:child_process';
import path from 'node:path';

// unpdf (PDF.js) is loaded by a dynamic import, which jest's module system does not run:
// the text is read by a plain node process instead.
const SCRIPT = `
import { extractText, getDocumentProxy } from 'unpdf';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const { text } = await extractText(pdf, { mergePages: true });
process.stdout.write(text);
`;

/** The text of a PDF, as a PDF reader extracts it (pages joined). */
export function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', SCRIPT],
      { cwd: path.join(__dirname, '..', '..'), maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error}: ${stderr}`)) : resolve(stdout),
    );
    child.stdin?.end(Buffer.from(pdf));
  });
}
