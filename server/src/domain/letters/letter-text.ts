import fs from 'node:fs';
import { woffToSfnt } from './woff-to-sfnt';
import { wrap } from './line-breaks';
import { textRuns, type Piece, type TextRun } from './script-runs';

export interface ParagraphOptions {
  /** In points (11 by default). */
  size?: number;
  /** Where it starts: the current position by default. */
  at?: { x: number; y: number };
  /** The column's width: to the right margin by default. */
  width?: number;
  align?: 'left' | 'right';
  lineGap?: number;
  link?: string;
  /** Continue on a new page when a line would cross the bottom margin (a long text). */
  breakPages?: boolean;
}

// Noto Sans's ascender, in ems: every script's run sits on the Latin text's baseline.
const ASCENT = 1.069;

// Scripts whose glyphs are reordered or merged when shaped (Devanagari's vowel signs, for
// one): a reader copies what the run carries as its actual text, not the glyphs' order.
const SHAPED_LTR = /[\u0900-\u0DFF\u1000-\u109F\u1780-\u17FF]/;

const fontFiles = new Map<string, Buffer>();

/** The run's font, read and unpacked once per process, registered with each document. */
function use(doc: PDFKit.PDFDocument, run: TextRun) {
  let data = fontFiles.get(run.face.file);
  if (!data) {
    data = woffToSfnt(fs.readFileSync(run.face.file));
    fontFiles.set(run.face.file, data);
  }
  doc.registerFont(run.face.name, data);
  return doc.font(run.face.name);
}

const widthOf = (doc: PDFKit.PDFDocument, pieces: Piece[]) =>
  textRuns(pieces).reduce((sum, run) => sum + use(doc, run).widthOfString(run.text), 0);

/**
 * The spans of a line to mark with their actual text: each stretch of shaped left-to-right runs
 * with the spaces between them, as [first run, last run, text].
 */
function shapedSpans(runs: TextRun[]): [number, number, string][] {
  const spans: [number, number, string][] = [];
  const shaped = (run: TextRun) => !run.rtl && SHAPED_LTR.test(run.text);
  for (let i = 0; i < runs.length; i += 1) {
    if (!shaped(runs[i])) continue;
    let last = i;
    for (let j = i + 1; j < runs.length && (shaped(runs[j]) || !runs[j].text.trim()); j += 1) {
      if (shaped(runs[j])) last = j;
    }
    spans.push([
      i,
      last,
      runs
        .slice(i, last + 1)
        .map((run) => run.text)
        .join(''),
    ]);
    i = last;
  }
  return spans;
}

/**
 * Ends a span of actual text as a reader expects it: pdfkit draws each run in a graphics state
 * of its own (flipped into PDF space, its font set) and restores it after, while poppler places
 * the actual text by the state at the span's end. So the span ends in the same space, with the
 * run's font (pdfkit keeps the current font's resource name on `_font`).
 */
function endSpan(doc: PDFKit.PDFDocument, size: number) {
  doc.save().transform(1, 0, 0, -1, 0, doc.page.height);
  const font = '_font' in doc ? doc._font : null;
  if (font && typeof font === 'object' && 'id' in font) {
    doc.addContent(`/${String(font.id)} ${size} Tf`);
  }
  doc.endMarkedContent().restore();
}

/**
 * Writes a paragraph in the fonts its characters need (textRuns), wrapped to the column, each
 * line's right-to-left text in visual order (after wrapping, as UAX #9 orders lines). Runs are
 * placed one by one, so that a shaped run carries its actual text; spaces between runs are
 * gaps, which a reader copying the text turns back into spaces. Fonts are registered on first
 * use, so a letter embeds only the subsets it draws (and of those only the glyphs).
 */
export function writeParagraph(
  doc: PDFKit.PDFDocument,
  text: string | Piece[],
  options: ParagraphOptions = {},
) {
  const pieces = typeof text === 'string' ? [{ text }] : text;
  const left = options.at?.x ?? doc.page.margins.left;
  const width = options.width ?? doc.page.width - doc.page.margins.right - left;
  const size = options.size ?? 11;
  doc.fontSize(size);
  const lineHeight = size * 1.362 + (options.lineGap ?? 0);
  let top = options.at?.y ?? doc.y;
  for (const line of wrap(pieces, width, (part) => widthOf(doc, part))) {
    if (options.breakPages && top + size * 1.362 > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      top = doc.page.margins.top;
    }
    const runs = textRuns(line);
    const widths = runs.map((run) => use(doc, run).widthOfString(run.text));
    const lineWidth = widths.reduce((sum, w) => sum + w, 0);
    let x = options.align === 'right' ? left + width - lineWidth : left;
    const spans = shapedSpans(runs);
    runs.forEach((run, i) => {
      const span = spans.find(([first]) => first === i);
      if (span) doc.markContent('Span', { actual: span[2] });
      if (run.text.trim()) {
        use(doc, run).text(run.text, x, top + size * ASCENT, {
          lineBreak: false,
          baseline: 'alphabetic',
        });
      }
      if (spans.some(([, last]) => last === i)) endSpan(doc, size);
      x += widths[i];
    });
    if (options.link) doc.link(left, top, lineWidth, size * 1.362, options.link);
    top += lineHeight;
  }
  doc.x = left;
  doc.y = top;
  return doc;
}
