import { longDay, m, textsIn, type Texts } from '../../lib/texts';
import { FORMER_NAME } from '../users/former-names';
import { writeParagraph, type ParagraphOptions } from './letter-text';
import type { Piece } from './script-runs';
import { pdfLibraries } from './pdf-libraries';
import { drawQrCode } from './qr-code';

export const CRITERIA = [
  ['technical_skill', m('Technical skill')],
  ['quality_of_work', m('Quality of work')],
  ['communication', m('Communication')],
  ['teamwork', m('Teamwork')],
  ['initiative', m('Initiative')],
  ['reliability', m('Reliability')],
] as const;

/** The recommendations a supervisor chooses from (shared-api/evaluations), as the PDF says them. */
const RECOMMENDATIONS = new Set<string>([
  m('Highly recommended'),
  m('Recommended'),
  m('Recommended with reservations'),
  m('Not recommended'),
]);

/** A recommendation in the letter's language (another text stays as it was written). */
const recommendationIn = ({ t }: Texts, text: string) =>
  RECOMMENDATIONS.has(text) ? t(text) : text;

const FORMER_NAMES = new Set<string>(Object.values(FORMER_NAME));

/** A person's name; an erased person's stand-in ('Former supervisor') in the document's language. */
export const nameIn = ({ t }: Texts, name: string) => (FORMER_NAMES.has(name) ? t(name) : name);

export type Criterion = (typeof CRITERIA)[number][0];

/** Who a document is from and about: the same at the head of the letter and the logbook. */
export interface DocumentHeading {
  firmName: string;
  firmContact: string;
  programme: string;
  internName: string;
  position: string | null;
  intakeName: string | null;
}

/** Everything the letter says, gathered by the service. */
export interface LetterContent extends DocumentHeading {
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

/** '58 of 60 working days (2 excused)': the logbook's attendance as the letter states it. */
export function attendedText(
  { t }: Texts,
  { present, expected, excused }: NonNullable<LetterContent['attendance']>,
) {
  return t(
    '{present} of {expected, plural, one {# working day} other {# working days}}{excused, plural, =0 {} other { (# excused)}}',
    { present, expected, excused },
  );
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
 * shows it, whatever its script (letter-text.ts). The standard Helvetica had Latin-1 only. Its
 * words and dates are in `texts`' language (the service draws it in the intern's).
 */
export async function renderLetterPdf(
  letter: LetterContent,
  texts: Texts = textsIn('en'),
): Promise<Buffer> {
  const { t } = texts;
  const { PDFDocument, QRCode } = await pdfLibraries();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: t('Internship completion letter: {name}', { name: letter.internName }),
      Author: letter.firmName,
    },
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

  write(t('Issued on {date}', { date: longDay(letter.issuedOn) }), { size: 10, align: 'right' });
  doc.moveDown();
  write([{ text: t('Internship Completion Letter'), weight: bold }], { size: 15 });
  doc.moveDown(0.8);

  const yes = (value: unknown) => (value ? 'yes' : 'no');
  write(
    t(
      'This is to certify that {name} took part in {programme}{hasIntake, select, yes { ({intake})} other {}} {hasPosition, select, yes {as an intern in {position}} other {as an intern}}, from {start} to {end}{hasAttendance, select, yes {, and attended {attended}} other {}}.',
      {
        name: letter.internName,
        programme: letter.programme,
        hasIntake: yes(letter.intakeName),
        intake: letter.intakeName ?? '',
        hasPosition: yes(letter.position),
        position: letter.position ?? '',
        start: longDay(letter.startsOn),
        end: longDay(letter.endsOn),
        hasAttendance: yes(letter.attendance),
        attended: letter.attendance ? attendedText(texts, letter.attendance) : '',
      },
    ),
    { lineGap: 2 },
  );
  doc.moveDown();

  const row = (label: string, value: string) =>
    write([{ text: `${label}: `, weight: bold }, { text: value }]);
  const dates = t('{start} to {end}', {
    start: longDay(letter.startsOn),
    end: longDay(letter.endsOn),
  });
  row(t('Intern'), letter.internName);
  row(t('Position'), letter.position ?? t('Not set'));
  if (letter.intakeName) row(t('Intake'), letter.intakeName);
  row(t('Internship dates'), dates);
  row(
    t('Supervisor'),
    letter.supervisorName === null ? t('Not assigned') : nameIn(texts, letter.supervisorName),
  );
  if (letter.attendance) row(t('Days attended'), attendedText(texts, letter.attendance));
  row(t('Tasks completed'), String(letter.tasksCompleted));
  row(
    t('Overall rating'),
    letter.overallRating === null ? t('Not rated') : `${letter.overallRating}%`,
  );
  doc.moveDown();

  write([{ text: t('Final evaluation (1 to 5)'), weight: bold }], { size: 12 });
  for (const [key, label] of CRITERIA) {
    const score = letter.scores[key];
    write(`${t(label)}: ${score === null ? '-' : `${score} / 5`}`);
  }
  doc.moveDown(0.5);
  if (letter.assessment) {
    write([{ text: t('Assessment'), weight: bold }]);
    write(letter.assessment, { lineGap: 1, breakPages: true });
    doc.moveDown(0.5);
  }
  if (letter.recommendation) {
    write([{ text: t('Recommendation'), weight: bold }]);
    write(recommendationIn(texts, letter.recommendation), { lineGap: 1, breakPages: true });
  }
  doc.moveDown(1.5);

  // The verification block stays whole: on a new page if this one has no room for it.
  if (doc.y > doc.page.height - 56 - 110) doc.addPage();
  const top = doc.y;
  drawQrCode(doc, QRCode, letter.verifyUrl, { x: 56, y: top, size: 96 });
  const column = { at: { x: 168, y: top }, width: width - 112, size: 10 };
  write([{ text: t('Verify this letter'), weight: bold }], column);
  const next = () => ({ ...column, at: { x: 168, y: doc.y } });
  write(t('Verification code: {code}', { code: letter.code }), next());
  write(t('Scan the square, or open this address:'), next());
  write(letter.verifyUrl, { ...next(), size: 9, link: letter.verifyUrl });
  doc.end();
  return done;
}
