import { longDay, m, textsIn, type Texts } from '../../lib/texts';
import { collect, nameIn, type DocumentHeading } from './letter-pdf';
import { writeParagraph, type ParagraphOptions } from './letter-text';
import type { Piece } from './script-runs';
import { pdfLibraries } from './pdf-libraries';
import { drawQrCode } from './qr-code';

/** How a day of a signed week reads in the copy (in English; the PDF says it in its language). */
export const DAY_STATES = {
  Present: m('Present'),
  Absent: m('Absent'),
  Excused: m('Excused'),
  'Not a working day': m('Not a working day'),
} as const;
export type DayState = keyof typeof DAY_STATES;

export interface SignedWeek {
  weekStart: string;
  weekEnd: string;
  days: { date: string; state: DayState }[];
  hours: number | null;
  activities: string;
  learned: string;
  signedBy: string;
  /** The day it was signed, in the firm's time zone. */
  signedOn: string;
  /** The academic supervisor's countersignature (issue 70): who, and the day in the firm's zone. */
  countersignature: { name: string; on: string } | null;
  /** The week's photos and PDFs (issue 71): images are printed, PDFs named. */
  attachments: { id: number; name: string; contentType: string; size: number }[];
}

/** A workplace visit as the copy prints it. */
export interface CopyVisit {
  visitedOn: string;
  visitorName: string;
  met: string;
  assessment: string;
  scores: { Name: string; MaxScore: number; Score: number }[];
}

export interface AttendanceSummary {
  Expected: number;
  Present: number;
  Excused: number;
  Absent: number;
  SharePresent: number | null;
}

/** Everything the logbook's copy says, gathered by the service. */
export interface LogbookContent extends DocumentHeading {
  supervisorName: string | null;
  startsOn: string;
  endsOn: string;
  madeOn: string;
  attendance: AttendanceSummary;
  weeks: SignedWeek[];
  visits: CopyVisit[];
  /** The bytes of the weeks' images, by attachment id. */
  images: Map<number, Buffer>;
  code: string;
  verifyUrl: string;
}

const MARGIN = 56;
const bold = 700 as const;
// Room a week's heading, days and signature need before its texts: else it starts a new page.
const WEEK_START_ROOM = 150;

export const shareText = (share: number | null) => (share === null ? '—' : `${share} %`);

interface PdfImage {
  width: number;
  height: number;
}

/** A week's images, each scaled to the page's width (and to fit a page), then its PDFs' names. */
function writeAttachments(
  doc: PDFKit.PDFDocument,
  week: SignedWeek,
  images: Map<number, Buffer>,
  width: number,
  { t }: Texts,
) {
  if (week.attachments.length === 0) return;
  writeParagraph(doc, [{ text: t('Photos and files'), weight: bold }], { size: 10 });
  const pageRoom = doc.page.height - 2 * MARGIN - 20;
  for (const file of week.attachments) {
    const bytes = images.get(file.id);
    if (file.contentType === 'application/pdf' || !bytes) {
      writeParagraph(doc, t('File: {name}', { name: file.name }), { size: 10, breakPages: true });
      continue;
    }
    // pdfkit's openImage is not in its types: the image's size, read once, then drawn.
    const image = (doc as unknown as { openImage(src: Buffer): PdfImage }).openImage(bytes);
    const scale = Math.min(width / image.width, pageRoom / image.height, 1.5);
    const height = image.height * scale;
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    doc.image(image as unknown as Buffer, MARGIN, doc.y, { width: image.width * scale, height });
    doc.x = MARGIN;
    doc.y += height + 6;
  }
}

function writeWeek(
  doc: PDFKit.PDFDocument,
  week: SignedWeek,
  images: Map<number, Buffer>,
  width: number,
  texts: Texts,
) {
  const { t, day: dayIn } = texts;
  const write = (text: string | Piece[], options: ParagraphOptions = {}) =>
    writeParagraph(doc, text, { size: 10, breakPages: true, ...options });
  if (doc.y > doc.page.height - MARGIN - WEEK_START_ROOM) doc.addPage();
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor('#bbb')
    .stroke();
  doc.moveDown(0.4);
  const heading = t('Week of {start} (to {end})', {
    start: longDay(week.weekStart),
    end: longDay(week.weekEnd),
  });
  write([{ text: heading, weight: bold }], { size: 12 });
  // Two columns of days, Monday to Wednesday beside Thursday and Friday: a line a day, unbroken.
  const top = doc.y;
  week.days.forEach((day, i) => {
    const column = i < 3 ? 0 : 1;
    const y = top + (i % 3) * 10 * 1.362;
    write(`${dayIn(day.date, 'weekday')}: ${t(DAY_STATES[day.state])}`, {
      at: { x: MARGIN + column * (width / 2), y },
      width: width / 2,
      breakPages: false,
    });
  });
  doc.x = MARGIN;
  doc.y = top + 3 * 10 * 1.362;
  write([
    { text: `${t('Hours')}: `, weight: bold },
    { text: week.hours === null ? '—' : String(week.hours) },
  ]);
  write([{ text: t('Activities'), weight: bold }]);
  write(week.activities, { lineGap: 1 });
  write([{ text: t('What I learned'), weight: bold }]);
  write(week.learned, { lineGap: 1 });
  const signed = t('Signed by {name} on {date}', {
    name: nameIn(texts, week.signedBy),
    date: longDay(week.signedOn),
  });
  write([{ text: signed, weight: bold }], { size: 10 });
  if (week.countersignature) {
    const countersigned = t('Countersigned by {name} on {date}', {
      name: nameIn(texts, week.countersignature.name),
      date: longDay(week.countersignature.on),
    });
    write([{ text: countersigned, weight: bold }], { size: 10 });
  }
  writeAttachments(doc, week, images, width, texts);
  doc.moveDown(0.8);
}

/** The academic supervisor's workplace visits, oldest first, each with its assessment. */
function writeVisits(doc: PDFKit.PDFDocument, visits: CopyVisit[], width: number, texts: Texts) {
  const { t } = texts;
  const write = (text: string | Piece[], options: ParagraphOptions = {}) =>
    writeParagraph(doc, text, { size: 10, breakPages: true, ...options });
  if (doc.y > doc.page.height - MARGIN - WEEK_START_ROOM) doc.addPage();
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor('#bbb')
    .stroke();
  doc.moveDown(0.4);
  write([{ text: t('Workplace visits'), weight: bold }], { size: 12 });
  for (const visit of visits) {
    if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
    doc.moveDown(0.4);
    const heading = t('Visit on {date} by {name}', {
      date: longDay(visit.visitedOn),
      name: nameIn(texts, visit.visitorName),
    });
    write([{ text: heading, weight: bold }], { size: 11 });
    write([{ text: `${t('Met')}: `, weight: bold }, { text: visit.met }]);
    write([{ text: t('Assessment'), weight: bold }]);
    write(visit.assessment, { lineGap: 1 });
    if (visit.scores.length > 0) {
      write([{ text: `${t('Scores')}: `, weight: bold }]);
      for (const score of visit.scores) {
        write(`${score.Name}: ${score.Score} / ${score.MaxScore}`);
      }
    }
  }
  doc.moveDown(0.8);
}

/** Every page's foot: whose logbook, its code and the page, so a loose page still verifies. */
function writeFooters(
  doc: PDFKit.PDFDocument,
  content: LogbookContent,
  width: number,
  { t }: Texts,
) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.fillColor('#555');
    writeParagraph(
      doc,
      t('Logbook of {name} · Verification code: {code} · Page {page} of {pages}', {
        name: content.internName,
        code: content.code,
        page: i - start + 1,
        pages: count,
      }),
      { size: 8, at: { x: MARGIN, y: doc.page.height - MARGIN + 16 }, width },
    );
    doc.fillColor('#000');
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The intern's signed logbook as an A4 PDF, in the completion letter's fonts (so any name is
 * drawn as /verify shows it): a first page with the internship, the attendance and the code,
 * then the signed weeks one after another, each with its signature. Its words and dates are in
 * `texts`' language: the copy is made at each download, in the language of the request.
 */
export async function renderLogbookPdf(
  content: LogbookContent,
  texts: Texts = textsIn('en'),
): Promise<Buffer> {
  const { t } = texts;
  const { PDFDocument, QRCode } = await pdfLibraries();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: t('Internship logbook: {name}', { name: content.internName }),
      Author: content.firmName,
    },
  });
  const done = collect(doc);
  const width = doc.page.width - 2 * MARGIN;
  const write = (text: string | Piece[], options: ParagraphOptions = {}) =>
    writeParagraph(doc, text, { size: 11, ...options });
  const row = (label: string, value: string) =>
    write([{ text: `${label}: `, weight: bold }, { text: value }]);

  write([{ text: content.firmName, weight: bold }], { size: 18 });
  doc.fillColor('#555');
  write(content.firmContact, { size: 9 });
  doc.fillColor('#000').moveDown(1.5);
  write(t('Made on {date}', { date: longDay(content.madeOn) }), { size: 10, align: 'right' });
  write([{ text: t('Internship Logbook'), weight: bold }], { size: 15 });
  doc.moveDown(0.6);
  const start = longDay(content.startsOn);
  const end = longDay(content.endsOn);
  write(
    t('The weeks of {name} in {programme} signed by their supervisor, from {start} to {end}.', {
      name: content.internName,
      programme: content.programme,
      start,
      end,
    }),
    { lineGap: 2 },
  );
  doc.moveDown();
  row(t('Intern'), content.internName);
  row(t('Position'), content.position ?? t('Not set'));
  if (content.intakeName) row(t('Intake'), content.intakeName);
  row(t('Internship dates'), t('{start} to {end}', { start, end }));
  row(
    t('Supervisor'),
    content.supervisorName === null ? t('Not assigned') : nameIn(texts, content.supervisorName),
  );
  row(t('Weeks signed'), String(content.weeks.length));
  const countersigned = content.weeks.filter((week) => week.countersignature).length;
  if (countersigned > 0) row(t('Weeks countersigned'), String(countersigned));
  if (content.visits.length > 0) row(t('Workplace visits'), String(content.visits.length));
  doc.moveDown();

  const { attendance } = content;
  write([{ text: t('Attendance'), weight: bold }], { size: 12 });
  row(t('Days expected'), String(attendance.Expected));
  row(t('Present'), String(attendance.Present));
  row(t('Excused'), String(attendance.Excused));
  row(t('Absent'), String(attendance.Absent));
  row(t('Share present'), shareText(attendance.SharePresent));
  doc.moveDown();

  const top = doc.y;
  drawQrCode(doc, QRCode, content.verifyUrl, { x: MARGIN, y: top, size: 96 });
  const column = { at: { x: MARGIN + 112, y: top }, width: width - 112, size: 10 };
  const next = () => ({ ...column, at: { x: MARGIN + 112, y: doc.y } });
  write([{ text: t('Verify this logbook'), weight: bold }], column);
  write(t('Verification code: {code}', { code: content.code }), next());
  write(t('Scan the square, or open this address:'), next());
  write(content.verifyUrl, { ...next(), size: 9, link: content.verifyUrl });
  doc.y = Math.max(doc.y, top + 104);
  doc.x = MARGIN;
  doc.moveDown();

  for (const week of content.weeks) writeWeek(doc, week, content.images, width, texts);
  if (content.visits.length > 0) writeVisits(doc, content.visits, width, texts);
  writeFooters(doc, content, width, texts);
  doc.end();
  return done;
}
