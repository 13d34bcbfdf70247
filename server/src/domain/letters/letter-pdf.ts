import { DateTime } from 'luxon';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

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

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * The completion letter as an A4 PDF in the standard Helvetica fonts (pdfkit reads their metrics
 * from its own package, which the server build leaves in node_modules).
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

  doc.font('Helvetica-Bold').fontSize(18).text(letter.firmName);
  doc.font('Helvetica').fontSize(9).fillColor('#555').text(letter.firmContact);
  doc
    .moveTo(56, doc.y + 6)
    .lineTo(56 + width, doc.y + 6)
    .strokeColor('#999')
    .stroke();
  doc.moveDown(2).fillColor('#000');

  doc.fontSize(10).text(`Issued on ${longDate(letter.issuedOn)}`, { align: 'right' });
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(15).text('Internship Completion Letter');
  doc.moveDown(0.8);

  const dates = `from ${longDate(letter.startsOn)} to ${longDate(letter.endsOn)}`;
  const role = letter.position ? ` as an intern in ${letter.position}` : ' as an intern';
  const intake = letter.intakeName ? ` (${letter.intakeName})` : '';
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(
      `This is to certify that ${letter.internName} took part in ${letter.programme}${intake}` +
        `${role}, ${dates}.`,
      { lineGap: 2 },
    );
  doc.moveDown();

  const row = (label: string, value: string) => {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  };
  row('Intern', letter.internName);
  row('Position', letter.position ?? 'Not set');
  if (letter.intakeName) row('Intake', letter.intakeName);
  row('Internship dates', `${longDate(letter.startsOn)} to ${longDate(letter.endsOn)}`);
  row('Supervisor', letter.supervisorName ?? 'Not assigned');
  row('Tasks completed', String(letter.tasksCompleted));
  row('Overall rating', letter.overallRating === null ? 'Not rated' : `${letter.overallRating}%`);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(12).text('Final evaluation (1 to 5)');
  doc.fontSize(11);
  for (const [key, label] of CRITERIA) {
    const score = letter.scores[key];
    doc.font('Helvetica').text(`${label}: ${score === null ? '-' : `${score} / 5`}`);
  }
  doc.moveDown(0.5);
  if (letter.assessment) {
    doc.font('Helvetica-Bold').text('Assessment');
    doc.font('Helvetica').text(letter.assessment, { lineGap: 1 });
    doc.moveDown(0.5);
  }
  if (letter.recommendation) {
    doc.font('Helvetica-Bold').text('Recommendation');
    doc.font('Helvetica').text(letter.recommendation, { lineGap: 1 });
  }
  doc.moveDown(1.5);

  // The verification block stays whole: on a new page if this one has no room for it.
  if (doc.y > doc.page.height - 56 - 110) doc.addPage();
  const top = doc.y;
  doc.image(qr, 56, top, { width: 96 });
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Verify this letter', 168, top, { width: width - 112 });
  doc
    .font('Helvetica')
    .text(`Verification code: ${letter.code}`)
    .text('Scan the square, or open this address:')
    .fontSize(9)
    .text(letter.verifyUrl, { link: letter.verifyUrl });
  doc.end();
  return done;
}
