import { DateTime } from 'luxon';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { collect, longDate } from '../letters/letter-pdf';
import { writeParagraph, type ParagraphOptions } from '../letters/letter-text';
import type { Piece } from '../letters/script-runs';

/** How a day of a signed week reads in the copy. */
export type DayState = 'Present' | 'Absent' | 'Excused' | 'Not a working day';

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
}

export interface AttendanceSummary {
  Expected: number;
  Present: number;
  Excused: number;
  Absent: number;
  SharePresent: number | null;
}

/** Everything the logbook's copy says, gathered by the service. */
export interface LogbookContent {
  firmName: string;
  firmContact: string;
  programme: string;
  internName: string;
  position: string | null;
  intakeName: string | null;
  supervisorName: string | null;
  startsOn: string;
  endsOn: string;
  madeOn: string;
  attendance: AttendanceSummary;
  weeks: SignedWeek[];
  code: string;
  verifyUrl: string;
}

const MARGIN = 56;
const bold = 700 as const;
// Room a week's heading, days and signature need before its texts: else it starts a new page.
const WEEK_START_ROOM = 150;

const shortDay = (isoDate: string) =>
  DateTime.fromISO(isoDate, { zone: 'utc' }).setLocale('en-GB').toFormat('ccc d LLL');

export const shareText = (share: number | null) => (share === null ? '—' : `${share} %`);

function writeWeek(doc: PDFKit.PDFDocument, week: SignedWeek, width: number) {
  const write = (text: string | Piece[], options: ParagraphOptions = {}) =>
    writeParagraph(doc, text, { size: 10, breakPages: true, ...options });
  if (doc.y > doc.page.height - MARGIN - WEEK_START_ROOM) doc.addPage();
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor('#bbb')
    .stroke();
  doc.moveDown(0.4);
  write(
    [{ text: `Week of ${longDate(week.weekStart)} (to ${longDate(week.weekEnd)})`, weight: bold }],
    { size: 12 },
  );
  // Two columns of days, Monday to Wednesday beside Thursday and Friday: a line a day, unbroken.
  const top = doc.y;
  week.days.forEach((day, i) => {
    const column = i < 3 ? 0 : 1;
    const y = top + (i % 3) * 10 * 1.362;
    write(`${shortDay(day.date)}: ${day.state}`, {
      at: { x: MARGIN + column * (width / 2), y },
      width: width / 2,
      breakPages: false,
    });
  });
  doc.x = MARGIN;
  doc.y = top + 3 * 10 * 1.362;
  write([
    { text: 'Hours: ', weight: bold },
    { text: week.hours === null ? '—' : String(week.hours) },
  ]);
  write([{ text: 'Activities', weight: bold }]);
  write(week.activities, { lineGap: 1 });
  write([{ text: 'What I learned', weight: bold }]);
  write(week.learned, { lineGap: 1 });
  write([{ text: `Signed by ${week.signedBy} on ${longDate(week.signedOn)}`, weight: bold }], {
    size: 10,
  });
  doc.moveDown(0.8);
}

/** Every page's foot: whose logbook, its code and the page, so a loose page still verifies. */
function writeFooters(doc: PDFKit.PDFDocument, content: LogbookContent, width: number) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.fillColor('#555');
    writeParagraph(
      doc,
      `Logbook of ${content.internName} · Verification code: ${content.code} · Page ${i - start + 1} of ${count}`,
      { size: 8, at: { x: MARGIN, y: doc.page.height - MARGIN + 16 }, width },
    );
    doc.fillColor('#000');
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The intern's signed logbook as an A4 PDF, in the completion letter's fonts (so any name is
 * drawn as /verify shows it): a first page with the internship, the attendance and the code,
 * then the signed weeks one after another, each with its signature.
 */
export async function renderLogbookPdf(content: LogbookContent): Promise<Buffer> {
  const qr = await QRCode.toBuffer(content.verifyUrl, { margin: 1, width: 240 });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Internship logbook: ${content.internName}`, Author: content.firmName },
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
  write(`Made on ${longDate(content.madeOn)}`, { size: 10, align: 'right' });
  write([{ text: 'Internship Logbook', weight: bold }], { size: 15 });
  doc.moveDown(0.6);
  write(
    `The weeks of ${content.internName} in ${content.programme} signed by their supervisor, ` +
      `from ${longDate(content.startsOn)} to ${longDate(content.endsOn)}.`,
    { lineGap: 2 },
  );
  doc.moveDown();
  row('Intern', content.internName);
  row('Position', content.position ?? 'Not set');
  if (content.intakeName) row('Intake', content.intakeName);
  row('Internship dates', `${longDate(content.startsOn)} to ${longDate(content.endsOn)}`);
  row('Supervisor', content.supervisorName ?? 'Not assigned');
  row('Weeks signed', String(content.weeks.length));
  doc.moveDown();

  const { attendance } = content;
  write([{ text: 'Attendance', weight: bold }], { size: 12 });
  row('Days expected', String(attendance.Expected));
  row('Present', String(attendance.Present));
  row('Excused', String(attendance.Excused));
  row('Absent', String(attendance.Absent));
  row('Share present', shareText(attendance.SharePresent));
  doc.moveDown();

  const top = doc.y;
  doc.image(qr, MARGIN, top, { width: 96 });
  const column = { at: { x: MARGIN + 112, y: top }, width: width - 112, size: 10 };
  const next = () => ({ ...column, at: { x: MARGIN + 112, y: doc.y } });
  write([{ text: 'Verify this logbook', weight: bold }], column);
  write(`Verification code: ${content.code}`, next());
  write('Scan the square, or open this address:', next());
  write(content.verifyUrl, { ...next(), size: 9, link: content.verifyUrl });
  doc.y = Math.max(doc.y, top + 104);
  doc.x = MARGIN;
  doc.moveDown();

  for (const week of content.weeks) writeWeek(doc, week, width);
  writeFooters(doc, content, width);
  doc.end();
  return done;
}
