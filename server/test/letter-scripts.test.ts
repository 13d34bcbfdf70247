import { fieldRules } from 'shared-api/field-rules';
import { renderLetterPdf } from '../src/domain/letters/letter-pdf';
import { letterContent } from './helpers/letter-content';
import { joinedText, pdftotext } from './helpers/pdftotext';

const letter = (internName: string) => letterContent({ internName });

/** The value of a row of the letter ("Intern: ..."), as a PDF reader copies it. */
async function rowValue(pdf: Buffer, label: string) {
  const text = await pdftotext(pdf);
  const line = text.split('\n').find((l) => l.trim().startsWith(`${label}:`));
  return line
    ?.trim()
    .slice(label.length + 1)
    .trim();
}

describe('names in the letter PDF', () => {
  it.each([
    ['Arabic', 'محمد عبد الله'],
    ['Hebrew', 'דוד כהן'],
    ['Devanagari', 'प्रिया शर्मा'],
    ['Chinese', '王小明'],
    ['Latin with diacritics', 'Łukasz Nguyễn Müller'],
  ])('draws a name in %s as the verification page shows it', async (_script, name) => {
    const pdf = await renderLetterPdf(letter(name));
    expect(await rowValue(pdf, 'Intern')).toBe(name);
  });

  it('keeps a name mixing scripts in its order, within an English sentence', async () => {
    const pdf = await renderLetterPdf({ ...letter('سارة Ali'), supervisorName: 'רות לוי' });
    expect(await rowValue(pdf, 'Supervisor')).toBe('רות לוי');
    // pdftotext puts the space where the direction changes inside the right-to-left word's
    // embedding, so only the order is compared here: Arabic word, then Latin one.
    expect(await rowValue(pdf, 'Intern')).toMatch(/^سارة\s*Ali$/);
    expect(await pdftotext(pdf)).toMatch(/This is to certify that\s+سارة\s*Ali\s+took part in/);
  });

  it('prints a name of 100 characters whole, breaking a word wider than the line', async () => {
    // The longest name the fields take: one word of 92 letters, wider than the page.
    const word = 'abcdefghijklmnopqrstuvwxyz'.repeat(4).slice(0, 92);
    const name = `Wanjiru ${word}`;
    expect(name).toHaveLength(fieldRules.name.max);
    const text = await joinedText(await renderLetterPdf(letter(name)));
    expect(text).toContain(`Intern: ${name}`);
    // Twice: in the sentence that certifies, then in the intern's row.
    expect(text.split(word)).toHaveLength(3);
  });
});
