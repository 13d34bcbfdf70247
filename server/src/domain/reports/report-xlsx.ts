import type { Texts } from '../../lib/texts';
import { reportTables, scopeText } from './report-document';
import type { ProgrammeReport } from './report.service';

/** exceljs, loaded the first time a spreadsheet is written (the server's memory after start). */
const excel = () => import('exceljs');

/**
 * A text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or return before
 * one) is written after an apostrophe, so it shows as typed and never runs (CSV injection).
 */
export const safeCell = (value: number | string | null) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

// Excel refuses these in a sheet's name, and names longer than 31 characters.
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/** The report as an XLSX workbook: one sheet per table, each headed by what it is of. */
export async function renderReportXlsx(report: ProgrammeReport, texts: Texts): Promise<Buffer> {
  const { default: ExcelJS } = await excel();
  const workbook = new ExcelJS.Workbook();
  const scope = scopeText(report, texts);
  for (const table of reportTables(report, texts)) {
    const sheet = workbook.addWorksheet(sheetName(table.title));
    sheet.addRow([safeCell(scope)]);
    sheet.addRow(table.columns.map(safeCell)).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row.map(safeCell));
    sheet.columns.forEach((column, index) => {
      column.width = index === 0 ? 48 : 16;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
