import { HttpError, type Message } from '../../lib/errors';
import { m } from '../../lib/texts';

/**
 * docs/decisions.md, "Imports": what a file may become once read, not only what it weighs (the
 * upload itself: 5 MB). Each bound is checked while the file is read, and the first one passed
 * stops the reading.
 */
export const MAX_IMPORT_ROWS = 20_000;
/** The widest kind has 7 columns; a sheet may keep a few of its own beside them. */
export const MAX_COLUMNS = 50;
/** Cells up to each row's last filled one, the header's included (empty ones after it: none). */
export const MAX_CELLS = 400_000;
/** The longest text a field takes: an intake's 1 000 positions of 100 characters, separated. */
export const MAX_CELL_CHARS = 120_000;

/** A cell as read: its text, or a formula (never run: the row gets an error). */
export type Cell = string | { formula: string };

export const refuse = (message: Message) => new HttpError(422, message);
export const cutOff = () =>
  refuse(m('The file is cut off or damaged: save it again and upload it whole.'));
export const notSpreadsheet = () => refuse(m('The file must be a CSV or XLSX file.'));
export const cellTooLong = () =>
  refuse(m('A cell holds more than {max} characters.', { max: MAX_CELL_CHARS }));
export const tooManyColumns = () =>
  refuse(
    m('A row has more than {max} columns: keep only the columns to import.', { max: MAX_COLUMNS }),
  );

const isBlank = (cell: Cell) => cell === '';
const textOf = (cell: Cell) => (typeof cell === 'string' ? cell : cell.formula);

/**
 * The rows of a sheet as they are read, refused at the first bound: a filled row beyond
 * MAX_IMPORT_ROWS data rows (blank rows after the last filled one, such as a final line break,
 * are no rows), more than MAX_COLUMNS filled columns, MAX_CELLS cells or a longer cell.
 */
export class SheetRows {
  readonly rows: Cell[][] = [];
  private cells = 0;

  /** The row numbered `number` from 1; rows skipped before it are kept as empty ones. */
  add(cells: Cell[], number: number) {
    let width = cells.length;
    while (width > 0 && isBlank(cells[width - 1])) width -= 1;
    if (width === 0) return;
    if (number > MAX_IMPORT_ROWS + 1) {
      throw refuse(
        m('The file has more than {max} rows: split it into smaller files.', {
          max: MAX_IMPORT_ROWS,
        }),
      );
    }
    if (width > MAX_COLUMNS) throw tooManyColumns();
    const kept = cells.slice(0, Math.min(cells.length, MAX_COLUMNS));
    this.cells += width;
    if (this.cells > MAX_CELLS) {
      throw refuse(
        m('The file has more than {max} cells: split it into smaller files.', { max: MAX_CELLS }),
      );
    }
    if (kept.some((cell) => textOf(cell).length > MAX_CELL_CHARS)) throw cellTooLong();
    while (this.rows.length < number - 1) this.rows.push([]);
    this.rows.push(kept);
  }
}
