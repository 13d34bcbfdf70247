import bidiFactory from 'bidi-js';
import { covers, fontFaces, type FontFace, type Weight } from './letter-fonts';

const bidi = bidiFactory();

/** Text in one weight: a paragraph is a list of them (a bold label, then its value). */
export interface Piece {
  text: string;
  weight?: Weight;
}

/** A piece of a line drawn in one font, at one bidi level. */
export interface TextRun {
  text: string;
  face: FontFace;
  rtl: boolean;
}

// Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko ... and their
// presentation forms): in a run with one, fontkit lays the glyphs out right to left itself.
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

function faceFor(codePoint: number, current: FontFace | null, faces: FontFace[]) {
  if (current && covers(current, codePoint)) return current;
  return faces.find((face) => covers(face, codePoint)) ?? faces[0];
}

const mirrored = (text: string) =>
  [...text]
    .reverse()
    .map((char) => bidi.getMirroredCharacter(char) ?? char)
    .join('');

/**
 * A line as runs in the order they are drawn, left to right: each run in a font that has its
 * characters (the first that does, keeping the current one for spaces and punctuation it has),
 * and right-to-left text (Arabic, Hebrew) put in visual order by the Unicode bidirectional
 * algorithm. The base direction is left to right: the letter is in English, and a name in
 * another script sits in its sentences.
 */
export function textRuns(pieces: Piece[]): TextRun[] {
  const text = pieces.map((piece) => piece.text).join('');
  const { levels } = bidi.getEmbeddingLevels(text, 'ltr');
  const runs: (TextRun & { level: number; weight: Weight })[] = [];
  let index = 0;
  for (const { text: pieceText, weight = 400 } of pieces) {
    const faces = fontFaces(weight);
    for (const char of pieceText) {
      const level = levels[index];
      index += char.length;
      const last = runs.at(-1);
      const same = last?.level === level && last.weight === weight;
      const face = faceFor(char.codePointAt(0)!, same ? last.face : null, faces);
      if (same && last.face === face) last.text += char;
      else runs.push({ text: char, face, rtl: level % 2 === 1, level, weight });
    }
  }
  // UAX #9, L2, by whole runs: from the highest level to the lowest odd one, reverse each
  // sequence of runs at that level or higher.
  const highest = Math.max(0, ...runs.map((run) => run.level));
  for (let level = highest; level >= 1; level -= 1) {
    for (let start = 0; start < runs.length; start += 1) {
      if (runs[start].level < level) continue;
      let end = start;
      while (end + 1 < runs.length && runs[end + 1].level >= level) end += 1;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  // A right-to-left run without a right-to-left letter (punctuation between two Arabic words)
  // is laid out left to right by fontkit: its characters are reversed (and mirrored) here.
  return runs.map(({ text: runText, face, rtl }) => ({
    text: rtl && !RTL_LETTER.test(runText) ? mirrored(runText) : runText,
    face,
    rtl,
  }));
}
