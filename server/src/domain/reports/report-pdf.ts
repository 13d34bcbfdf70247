import { longDay, type Texts } from '../../lib/texts';
import { collect } from '../letters/letter-pdf';
import { writeParagraph, type ParagraphOptions } from '../letters/letter-text';
import { pdfLibraries } from '../letters/pdf-libraries';
import type { Piece } from '../letters/script-runs';
import { FUNNEL_LABELS, reportTables, scopeText, type DocumentTable } from './report-document';
import type { ProgrammeReport } from './report.service';

const MARGIN = 56;
const bold = 700 as const;
const BAR = 14;
const LABEL_WIDTH = 170;
const COLORS = ['#1565c0', '#2e7d32'];

type Doc = PDFKit.PDFDocument;
const write = (doc: Doc, text: string | Piece[], options: ParagraphOptions = {}) =>
  writeParagraph(doc, text, { size: 10, breakPages: true, ...options });
const cell = (value: number | string | null) => (value === null ? '—' : String(value));

/** Room for `height` more points on this page, else a new one. */
function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

/** Horizontal bars, each series a colour, on a scale from 0 to `max`, a label left of each. */
function drawBars(
  doc: Doc,
  bars: { label: string; values: (number | null)[] }[],
  max: number,
  width: number,
) {
  keepTogether(doc, bars.length * (BAR + 6) * Math.max(1, bars[0]?.values.length ?? 1) + 12);
  const plot = width - LABEL_WIDTH - 40;
  for (const bar of bars) {
    const top = doc.y;
    write(doc, bar.label, { at: { x: MARGIN, y: top }, width: LABEL_WIDTH - 8, size: 9 });
    bar.values.forEach((value, series) => {
      const y = top + series * BAR;
      const length = value === null || max === 0 ? 0 : (value / max) * plot;
      doc.rect(MARGIN + LABEL_WIDTH, y, Math.max(length, 0.5), BAR - 3).fill(COLORS[series]);
      doc.fillColor('#000');
      write(doc, cell(value), {
        at: { x: MARGIN + LABEL_WIDTH + length + 4, y },
        width: 40,
        size: 9,
      });
    });
    doc.x = MARGIN;
    doc.y = top + Math.max(BAR * bar.values.length, 14) + 6;
  }
  doc.moveDown(0.5);
}

/** A table's rows: its columns side by side, the first wider (the figure's or group's name). */
function drawTable(doc: Doc, table: DocumentTable, width: number) {
  keepTogether(doc, 60);
  write(doc, [{ text: table.title, weight: bold }], { size: 12 });
  // A figure's name may be long; a grouping's five columns need the room.
  const first = table.columns.length > 2 ? LABEL_WIDTH : 300;
  const rest = (width - first) / Math.max(1, table.columns.length - 1);
  const line = (cells: (number | string | null)[], weight?: typeof bold) => {
    keepTogether(doc, 16);
    const top = doc.y;
    let bottom = top;
    cells.forEach((value, index) => {
      const x = index === 0 ? MARGIN : MARGIN + first + (index - 1) * rest;
      const pieces: Piece[] = [{ text: cell(value), weight }];
      write(doc, pieces, { at: { x, y: top }, width: index === 0 ? first - 8 : rest - 4 });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = MARGIN;
    doc.y = bottom;
  };
  line(table.columns, bold);
  for (const row of table.rows) line(row);
  doc.moveDown(0.8);
}

/**
 * The report as an A4 PDF in the letters' fonts (a name in any script is drawn): what it is of,
 * the funnel and the ratings by position drawn as bars, then every table. Its words are in
 * `texts`' language, the request's.
 */
export async function renderReportPdf(
  report: ProgrammeReport,
  texts: Texts,
  firmName: string,
  madeOn: string,
): Promise<Buffer> {
  const { t } = texts;
  const { PDFDocument } = await pdfLibraries();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: t('Programme report'), Author: firmName },
  });
  const done = collect(doc);
  const width = doc.page.width - 2 * MARGIN;
  write(doc, [{ text: firmName, weight: bold }], { size: 16 });
  write(doc, [{ text: t('Programme report'), weight: bold }], { size: 14 });
  write(doc, scopeText(report, texts), { size: 11 });
  write(doc, t('Made on {date}', { date: longDay(madeOn) }), { size: 9 });
  doc.moveDown();

  write(doc, [{ text: t('Funnel'), weight: bold }], { size: 12 });
  const steps = Object.keys(FUNNEL_LABELS) as (keyof typeof FUNNEL_LABELS)[];
  drawBars(
    doc,
    steps.map((step) => ({ label: t(FUNNEL_LABELS[step]), values: [report.Funnel[step]] })),
    Math.max(1, ...steps.map((step) => report.Funnel[step])),
    width,
  );
  if (report.ByPosition.length) {
    write(doc, [{ text: t('Ratings by position'), weight: bold }], { size: 12 });
    write(doc, t('Blue: average rating; green: average score (1 to 5).'), { size: 9 });
    drawBars(
      doc,
      report.ByPosition.map((group) => ({
        label: group.Name ?? '',
        values: [group.AverageRating, group.AverageScore],
      })),
      5,
      width,
    );
  }
  for (const table of reportTables(report, texts)) drawTable(doc, table, width);
  doc.end();
  return done;
}
