import { notSpreadsheet, cutOff, SheetRows, type Cell } from './sheet-bounds';

/** A CSV in UTF-8 (a BOM or not), each row checked against the sheet's bounds as it is parsed. */
export async function readCsv(content: Buffer): Promise<Cell[][]> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    throw notSpreadsheet();
  }
  const { default: Papa } = await import('papaparse');
  const sheet = new SheetRows();
  let number = 0;
  let refusal: unknown;
  let unterminated = false;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (result, parser) => {
      if (result.errors.some((error) => error.code === 'MissingQuotes')) unterminated = true;
      number += 1;
      try {
        sheet.add(result.data, number);
      } catch (error) {
        refusal = error;
        parser.abort();
      }
    },
  });
  // A quote left open takes the rest of the file into one cell: say what is wrong with it.
  if (unterminated) throw cutOff();
  if (refusal) throw refusal;
  return sheet.rows;
}
