import { Readable } from 'node:stream';
import { setImmediate as turn } from 'node:timers/promises';
import { HttpError } from '../../lib/errors';
import { m } from '../../lib/texts';
import { cutOff, notSpreadsheet, refuse, SheetRows, type Cell } from './sheet-bounds';
import { checkZipBounds } from './zip-bounds';

/** A whole zip ends with its directory's end record (within its last 64 KB of comment). */
const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** Rows read between two turns of the event loop (other requests are answered meanwhile). */
const ROWS_A_TURN = 500;

/** The first sheet of an XLSX, within the zip's bounds and then the sheet's, row by row. */
export async function readXlsx(content: Buffer): Promise<Cell[][]> {
  if (!content.subarray(-65_557).includes(END_OF_DIRECTORY)) throw cutOff();
  await checkZipBounds(content);
  const { default: ExcelJS } = await import('exceljs');
  const sheet = new SheetRows();
  let found = false;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([content]), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    let read = 0;
    for await (const worksheet of reader) {
      found = true;
      for await (const row of worksheet) {
        const { values, number } = row as unknown as { values: unknown[]; number: number };
        // Empty rows are not emitted: the sheet keeps their place so each row keeps its number.
        sheet.add(Array.from(values.slice(1), cellText), number);
        read += 1;
        if (read % ROWS_A_TURN === 0) await turn();
      }
      break;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw cutOff();
  }
  // A zip without a worksheet is another kind of file (a .docx renamed, say).
  if (!found) throw notSpreadsheet();
  if (sheet.rows.length === 0) throw refuse(m('The file is empty.'));
  return sheet.rows;
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
