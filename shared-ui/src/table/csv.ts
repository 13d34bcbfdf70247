import { saveFile } from 'shared-api/save-file';

// Spreadsheets run cells starting with these as formulas (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
// ...but a phone number or a negative number is harmless and must stay readable.
const PLAIN_NUMBER = /^[+-]?[\d\s().]+$/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** Saves text as a CSV file. */
export function downloadCsv(fileName: string, csv: string): void {
  // The byte-order mark makes Excel read the file as UTF-8.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  saveFile(fileName.endsWith('.csv') ? fileName : `${fileName}.csv`, blob);
}
