import type { ImportKind } from '../../db/schema';
import type { Texts } from '../../lib/texts';
import { KIND_COLUMNS } from './import-kinds';

/**
 * An empty file for a kind, in the reader's language: the header row (names the import matches)
 * and one example row. The XLSX adds a second sheet with each column's rule; a CSV has only
 * the two rows (a rule row would be read as data).
 */
export async function importTemplate(kind: ImportKind, format: 'csv' | 'xlsx', texts: Texts) {
  const { t } = texts;
  const columns = KIND_COLUMNS[kind];
  const header = columns.map((spec) => spec[texts.language]);
  const example = columns.map((spec) => spec.example);
  if (format === 'csv') {
    const { default: Papa } = await import('papaparse');
    return Buffer.from(`\uFEFF${Papa.unparse([header, example], { newline: '\r\n' })}\r\n`);
  }
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('Rows'));
  sheet.addRow(header).font = { bold: true };
  // Every cell is text: a phone number's + or a leading zero stays as written.
  sheet.addRow(example.map((value) => ({ richText: [{ text: value }] })));
  sheet.columns.forEach((col) => (col.width = 28));
  const rules = workbook.addWorksheet(t('Rules'));
  rules.addRow([t('Column'), t('Required'), t('Rule')]).font = { bold: true };
  for (const [index, spec] of columns.entries()) {
    rules.addRow([header[index], spec.required ? t('Yes') : t('No'), t(spec.rule)]);
  }
  rules.columns.forEach((col, index) => (col.width = index === 2 ? 80 : 24));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
