import { HttpError, type Message } from '../../lib/errors';
import { m } from '../../lib/texts';

/** docs/decisions.md, "Imports": at most this many data rows (the upload itself: 5 MB). */
export const MAX_IMPORT_ROWS = 20_000;

/** A cell as read: its text, or a formula (never run: the row gets an error). */
export type Cell = string | { formula: string };

export const refuse = (message: Message) => new HttpError(422, message);
export const cutOff = () =>
  refuse(m('The file is cut off or damaged: save it again and upload it whole.'));
export const notSpreadsheet = () => refuse(m('The file must be a CSV or XLSX file.'));

const isBlank = (cell: Cell) => cell === '';

/**
 * The rows of a sheet as they are read, refused at the first bound: a filled row beyond
 * MAX_IMPORT_ROWS data rows (blank rows after the last filled one, such as a final line break,
 * are no rows).
 */
export class SheetRows {
  readonly rows: Cell[][] = [];

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
    while (this.rows.length < number - 1) this.rows.push([]);
    this.rows.push(cells);
  }
}
