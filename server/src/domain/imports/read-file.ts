import { Readable } from 'node:stream';
import { HttpError, type Message } from '../../lib/errors';
import { m } from '../../lib/texts';

/** docs/decisions.md, "Imports": at most this many data rows (the upload itself: 5 MB). */
export const MAX_IMPORT_ROWS = 20_000;

export type FileType = 'csv' | 'xlsx';

/** A cell as read: its text, or a formula (never run: the row gets an error). */
export type Cell = string | { formula: string };

export interface Sheet {
  headers: string[];
  rows: Cell[][];
}

const refuse = (message: Message) => new HttpError(422, message);
const tooManyRows = () =>
  refuse(
    m('The file has more than {max} rows: split it into smaller files.', { max: MAX_IMPORT_ROWS }),
  );
const cutOff = () =>
  refuse(m('The file is cut off or damaged: save it again and upload it whole.'));

/** A zip (an XLSX) starts with a local file header; text holds no NUL byte. */
export function fileTypeOf(content: Buffer): FileType {
  if (content.length === 0) throw refuse(m('The file is empty.'));
  if (content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (content.includes(0)) throw notSpreadsheet();
  return 'csv';
}

const notSpreadsheet = () => refuse(m('The file must be a CSV or XLSX file.'));

/** Reads the first sheet: a header row, then at most MAX_IMPORT_ROWS rows (422 otherwise). */
export async function readSheet(content: Buffer): Promise<Sheet> {
  const rows = fileTypeOf(content) === 'xlsx' ? await readXlsx(content) : await readCsv(content);
  while (rows.length > 0 && rows[rows.length - 1].every((cell) => cell === '')) rows.pop();
  const [header, ...data] = rows;
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

async function readCsv(content: Buffer): Promise<Cell[][]> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    throw notSpreadsheet();
  }
  const { default: Papa } = await import('papaparse');
  const rows: string[][] = [];
  let over = false;
  let unterminated = false;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (result, parser) => {
      if (result.errors.some((error) => error.code === 'MissingQuotes')) unterminated = true;
      rows.push(result.data);
      if (rows.length > MAX_IMPORT_ROWS + 1) {
        over = true;
        parser.abort();
      }
    },
  });
  if (over) throw tooManyRows();
  if (unterminated) throw cutOff();
  return rows;
}

/** A whole zip ends with its directory's end record (within its last 64 KB of comment). */
const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

async function readXlsx(content: Buffer): Promise<Cell[][]> {
  if (!content.subarray(-65_557).includes(END_OF_DIRECTORY)) throw cutOff();
  const { default: ExcelJS } = await import('exceljs');
  const rows: Cell[][] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([content]), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = (row as { values: unknown[] }).values;
        const number = (row as { number: number }).number;
        // Empty rows are not emitted: keep their place so each row keeps its number.
        while (rows.length < number - 1) rows.push([]);
        rows.push(values.slice(1).map(cellText));
        if (rows.length > MAX_IMPORT_ROWS + 1) throw tooManyRows();
      }
      break;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw cutOff();
  }
  if (rows.length === 0) throw refuse(m('The file is empty.'));
  return rows.map((row) => Array.from(row, (cell) => cell ?? ''));
}

/** A cell's text; a formula is kept as one, never evaluated nor its cached result taken. */
function cellText(value: unknown): Cell {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as Record<string, unknown>;
    if ('formula' in cell || 'sharedFormula' in cell) {
      return { formula: String(cell.formula ?? cell.sharedFormula) };
    }
    if (Array.isArray(cell.richText)) {
      return (cell.richText as { text: string }[]).map((part) => part.text).join('');
    }
    if ('text' in cell) return String(cell.text);
    if ('error' in cell) return String(cell.error);
    return '';
  }
  return String(value);
}
