import { m } from '../../lib/texts';
import { readCsv } from './read-csv';
import { readXlsx } from './read-xlsx';
import { notSpreadsheet, refuse, type Cell } from './sheet-bounds';

export { MAX_IMPORT_ROWS, type Cell } from './sheet-bounds';

export type FileType = 'csv' | 'xlsx';

export interface Sheet {
  headers: string[];
  rows: Cell[][];
}

/** A zip (an XLSX) starts with a local file header; text holds no NUL byte. */
export function fileTypeOf(content: Buffer): FileType {
  if (content.length === 0) throw refuse(m('The file is empty.'));
  if (content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (content.includes(0)) throw notSpreadsheet();
  return 'csv';
}

/**
 * Reads the first sheet: a header row, then at most MAX_IMPORT_ROWS rows, within the bounds of
 * sheet-bounds.ts and, for an XLSX, zip-bounds.ts (422 otherwise, at the first bound passed).
 */
export async function readSheet(content: Buffer): Promise<Sheet> {
  const [header, ...data] =
    fileTypeOf(content) === 'xlsx' ? await readXlsx(content) : await readCsv(content);
  if (!header || header.every((cell) => cell === '')) {
    throw refuse(m('The file is empty.'));
  }
  const headers = header.map((cell) => (typeof cell === 'string' ? cell.trim() : ''));
  if (headers.some((cell) => cell === '' || looksLikeData(cell))) {
    throw refuse(
      m('The first row must name each column (a header row); it holds an empty or data cell.'),
    );
  }
  const seen = new Set<string>();
  for (const name of headers) {
    const key = name.toLowerCase();
    if (seen.has(key)) throw refuse(m('The column {column} appears twice.', { column: name }));
    seen.add(key);
  }
  if (data.length === 0) throw refuse(m('The file has a header row but no rows to import.'));
  return { headers, rows: data };
}

/** An e-mail address, a number or a date: a header names a column, it is none of these. */
const looksLikeData = (cell: string) => /@|^[+\d][\d\s./:-]*$/.test(cell);
