import { crc32, deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, Zip, ZipDeflate } from 'fflate';

/*
 * Hostile files, made in the test (never committed): zips that unpack to far more than they
 * weigh, a cell of megabytes, thousands of columns, an image of too many pixels.
 */

const MB = 1024 * 1024;

/*
 * Each distinct file is made once a test process, then handed out as a copy (a test may change
 * its own): deflating tens of MB took seconds of CPU each time a test, or each database's run of
 * it, asked for a bomb, and a group's files share one process (test/groups/plan.cjs).
 */
function keptSync<A extends unknown[]>(make: (...args: A) => Buffer) {
  const kept = new Map<string, Buffer>();
  return (...args: A) => {
    const key = args.join();
    const file = kept.get(key) ?? make(...args);
    kept.set(key, file);
    return Buffer.from(file);
  };
}

function kept<A extends unknown[]>(make: (...args: A) => Promise<Buffer>) {
  const made = new Map<string, Promise<Buffer>>();
  return async (...args: A) => {
    const key = args.join();
    const file = made.get(key) ?? make(...args);
    made.set(key, file);
    return Buffer.from(await file);
  };
}

/** A part that is `repeat` written over and over (about `mb` MB), between `before` and `after`. */
interface Repeated {
  before: string;
  repeat: string;
  mb: number;
  after: string;
}

/** Zips the parts in order; a repeated part is deflated a megabyte at a time, never held whole. */
function zip(parts: [string, Uint8Array | Repeated][]) {
  const chunks: Uint8Array[] = [];
  const archive = new Zip((error, data) => {
    if (error) throw error;
    chunks.push(data);
  });
  for (const [name, part] of parts) {
    const file = new ZipDeflate(name, { level: 6 });
    archive.add(file);
    if (part instanceof Uint8Array) {
      file.push(part, true);
      continue;
    }
    file.push(strToU8(part.before));
    const chunk = strToU8(part.repeat.repeat(Math.ceil(MB / part.repeat.length)));
    for (let written = 0; written < part.mb; written += 1) file.push(chunk);
    file.push(strToU8(part.after), true);
  }
  archive.end();
  return Buffer.concat(chunks);
}

/** exceljs's own workbook of these rows, its parts by name (folders left out). */
async function workbookParts(rows: string[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('People');
  for (const row of rows) sheet.addRow(row);
  const parts = unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
  return Object.entries(parts).filter(([name]) => !name.endsWith('/'));
}

const SUPERVISORS = [
  ['Name', 'Email', 'Phone number', 'Position'],
  ['Amina Njeri', 'amina@example.com', '+254712345678', 'Engineering'],
];

/** A real workbook whose shared strings take `repeat` (about `mb` MB) in front of `at`. */
async function sharedStringsWith(at: string, repeat: string, mb: number) {
  const parts = await workbookParts(SUPERVISORS);
  return zip(
    parts.map(([name, data]): [string, Uint8Array | Repeated] => {
      if (name !== 'xl/sharedStrings.xml') return [name, data];
      const text = strFromU8(data);
      const index = text.indexOf(at);
      return [name, { before: text.slice(0, index), repeat, mb, after: text.slice(index) }];
    }),
  );
}

/** Shared strings that unpack to about `mb` MB from a file of a few hundred KB. */
export const sharedStringsBomb = kept((mb: number) =>
  sharedStringsWith('</sst>', '<si><t>Amina Njeri</t></si>', mb),
);

/** The data row's Position cell of `mb` MB. */
export const hugeCellXlsx = kept((mb: number) =>
  sharedStringsWith('Engineering', 'Software Engineering ', mb),
);

/** Two parts of `mb` MB each: each within the bound of a part, together over the whole's. */
export const twoPartBomb = kept(async (mb: number) => {
  const parts = await workbookParts(SUPERVISORS);
  const filler = { before: '<x>', repeat: '<y/>', mb, after: '</x>' };
  return zip([...parts, ['xl/media/a.xml', filler], ['xl/media/b.xml', filler]]);
});

/** A sheet of `columns` filled columns: a header row and `rows` rows of numbers. */
export const wideXlsx = kept(async (columns: number, rows: number = 1) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('People');
  sheet.addRow(Array.from({ length: columns }, (_, i) => `Column ${i + 1}`));
  for (let row = 0; row < rows; row += 1) {
    sheet.addRow(Array.from({ length: columns }, (_, i) => (row * columns + i) * 7919));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
});

/** The zip with its central directory declaring `size` bytes for each part: a lie. */
export function declaringSize(file: Buffer, size: number) {
  const copy = Buffer.from(file);
  const entry = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = copy.indexOf(entry); at >= 0; at = copy.indexOf(entry, at + 4)) {
    copy.writeUInt32LE(size, at + 24);
  }
  return copy;
}

/** A PNG of width × height black pixels (1 bit each) that weighs a few KB: a pixel bomb. */
export const pixelBomb = keptSync((width: number, height: number) => {
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), {
    level: 9,
  });
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
});

/** A one-page PDF whose page's content unpacks to `mb` MB of spaces from some KB. */
export const pdfBomb = keptSync((mb: number) => {
  const content = deflateSync(Buffer.alloc(mb * MB, 0x20), { level: 9 });
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
        '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]/Contents 4 0 R>>endobj\n' +
        `4 0 obj<</Length ${content.length}/Filter/FlateDecode>>stream\n`,
    ),
    content,
    Buffer.from('\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  ]);
});
