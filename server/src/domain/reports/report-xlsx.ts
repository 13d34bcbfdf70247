import type { Texts } from '../../lib/texts';
import { reportTables, scopeText } from './report-document';
import type { ProgrammeReport } from './report.service';

/** exceljs, loaded the first time a spreadsheet is written (the server's memory after start). */
const excel = () => import('exceljs');

// Excel refuses these in a sheet's name, and names longer than 31 characters.
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/**
 * The report as an XLSX workbook: one sheet per table, each headed by what it is of. Each text
 * is written as typed, a name starting with `=` too: a string cell is never run as a formula
 * (only a CSV's cells are, and the CSV export neutralises them: shared-ui's csv.ts).
 */
export async function renderReportXlsx(report: ProgrammeReport, texts: Texts): Promise<Buffer> {
  const { default: ExcelJS } = await excel();
  const workbook = new ExcelJS.Workbook();
  const scope = scopeText(report, texts);
  for (const table of reportTables(report, texts)) {
    const sheet = workbook.addWorksheet(sheetName(table.title));
    sheet.addRow([scope]);
    sheet.addRow(table.columns).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row);
    sheet.columns.forEach((column, index) => {
      column.width = index === 0 ? 48 : 16;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
