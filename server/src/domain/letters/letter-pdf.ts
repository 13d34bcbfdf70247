import { DateTime } from 'luxon';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { writeParagraph, type ParagraphOptions } from './letter-text';
import type { Piece } from './script-runs';

export const CRITERIA = [
  ['technical_skill', 'Technical skill'],
  ['quality_of_work', 'Quality of work'],
  ['communication', 'Communication'],
  ['teamwork', 'Teamwork'],
  ['initiative', 'Initiative'],
  ['reliability', 'Reliability'],
] as const;

export type Criterion = (typeof CRITERIA)[number][0];

/** Everything the letter says, gathered by the service. */
export interface LetterContent {
  firmName: string;
  firmContact: string;
  programme: string;
  internName: string;
  position: string | null;
  intakeName: string | null;
  startsOn: string;
  endsOn: string;
  issuedOn: string;
  supervisorName: string | null;
  tasksCompleted: number;
  /** Days present of the working days expected; null when no logbook was kept. */
  attendance: { present: number; expected: number; excused: number } | null;
  overallRating: number | null;
  scores: Record<Criterion, number | null>;
  assessment: string | null;
  recommendation: string | null;
  code: string;
  verifyUrl: string;
}

/** 1 February 2027: a date a reader abroad cannot misread. */
export const longDate = (isoDate: string) =>
  DateTime.fromISO(isoDate, { zone: 'utc' }).setLocale('en-GB').toFormat('d LLLL yyyy');

/** '58 of 60 working days (2 excused)': the logbook's attendance as the letter states it. */
export function attendedText({
  present,
  expected,
  excused,
}: NonNullable<LetterContent['attendance']>) {
  const days = `${present} of ${expected} working ${expected === 1 ? 'day' : 'days'}`;
  return excused > 0 ? `${days} (${excused} excused)` : days;
}

/** The document's bytes, once it ends. */
export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * The completion letter as an A4 PDF in Noto Sans, with the Noto fonts of other scripts for
 * what it quotes (names, positions, the assessment): a name is drawn as the verification page
 * shows it, whatever its script (letter-text.ts). The standard Helvetica had Latin-1 only.
 */
export async function renderLetterPdf(letter: LetterContent): Promise<Buffer> {
  const qr = await QRCode.toBuffer(letter.verifyUrl, { margin: 1, width: 240 });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Internship completion letter: ${letter.internName}`, Author: letter.firmName },
  });
  const done = collect(doc);
  const width = doc.page.width - 112;
  const bold = 700 as const;
  const write = (text: string | Piece[], options: ParagraphOptions = {}) =>
    writeParagraph(doc, text, { size: 11, ...options });

  write([{ text: letter.firmName, weight: bold }], { size: 18 });
  doc.fillColor('#555');
  write(letter.firmContact, { size: 9 });
  doc
    .moveTo(56, doc.y + 6)
    .lineTo(56 + width, doc.y + 6)
    .strokeColor('#999')
    .stroke();
  doc.fillColor('#000').moveDown(2);

  write(`Issued on ${longDate(letter.issuedOn)}`, { size: 10, align: 'right' });
  doc.moveDown();
  write([{ text: 'Internship Completion Letter', weight: bold }], { size: 15 });
  doc.moveDown(0.8);

  const dates = `from ${longDate(letter.startsOn)} to ${longDate(letter.endsOn)}`;
  const role = letter.position ? ` as an intern in ${letter.position}` : ' as an intern';
  const intake = letter.intakeName ? ` (${letter.intakeName})` : '';
  const attended = letter.attendance ? `, and attended ${attendedText(letter.attendance)}` : '';
  write(
    `This is to certify that ${letter.internName} took part in ${letter.programme}${intake}` +
      `${role}, ${dates}${attended}.`,
    { lineGap: 2 },
  );
  doc.moveDown();

  const row = (label: string, value: string) =>
    write([{ text: `${label}: `, weight: bold }, { text: value }]);
  row('Intern', letter.internName);
  row('Position', letter.position ?? 'Not set');
  if (letter.intakeName) row('Intake', letter.intakeName);
  row('Internship dates', `${longDate(letter.startsOn)} to ${longDate(letter.endsOn)}`);
  row('Supervisor', letter.supervisorName ?? 'Not assigned');
  if (letter.attendance) row('Days attended', attendedText(letter.attendance));
  row('Tasks completed', String(letter.tasksCompleted));
  row('Overall rating', letter.overallRating === null ? 'Not rated' : `${letter.overallRating}%`);
  doc.moveDown();

  write([{ text: 'Final evaluation (1 to 5)', weight: bold }], { size: 12 });
  for (const [key, label] of CRITERIA) {
    const score = letter.scores[key];
    write(`${label}: ${score === null ? '-' : `${score} / 5`}`);
  }
  doc.moveDown(0.5);
  if (letter.assessment) {
    write([{ text: 'Assessment', weight: bold }]);
    write(letter.assessment, { lineGap: 1, breakPages: true });
    doc.moveDown(0.5);
  }
  if (letter.recommendation) {
    write([{ text: 'Recommendation', weight: bold }]);
    write(letter.recommendation, { lineGap: 1, breakPages: true });
  }
  doc.moveDown(1.5);

  // The verification block stays whole: on a new page if this one has no room for it.
  if (doc.y > doc.page.height - 56 - 110) doc.addPage();
  const top = doc.y;
  doc.image(qr, 56, top, { width: 96 });
  const column = { at: { x: 168, y: top }, width: width - 112, size: 10 };
  write([{ text: 'Verify this letter', weight: bold }], column);
  const next = () => ({ ...column, at: { x: 168, y: doc.y } });
  write(`Verification code: ${letter.code}`, next());
  write('Scan the square, or open this address:', next());
  write(letter.verifyUrl, { ...next(), size: 9, link: letter.verifyUrl });
  doc.end();
  return done;
}
