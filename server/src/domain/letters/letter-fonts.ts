import path from 'node:path';
// Imported, not read by path, so that the server build lists the packages it must ship.
import notoSansArabic from '@fontsource/noto-sans-arabic/unicode.json';
import notoSansHebrew from '@fontsource/noto-sans-hebrew/unicode.json';
import notoSansSc from '@fontsource/noto-sans-sc/unicode.json';
import notoSans from '@fontsource/noto-sans/unicode.json';
// Which files of the packages the PDFs read: the production package ships these and no other
// (scripts/package-fonts.mjs reads it too).
import FONT_FILES from './font-files.json';

/** The weights of font-files.json. */
export type Weight = 400 | 700;

/** A file of one font covering some characters (a fontsource subset), for one weight. */
export interface FontFace {
  /** The name the PDF document registers it under. */
  name: string;
  file: string;
  ranges: [from: number, to: number][];
}

/**
 * Noto Sans for Latin, Greek, Cyrillic, Vietnamese and Devanagari; then Arabic, Hebrew and
 * Chinese (whose Han and kana cover Japanese names too). Earlier packages win, so a Latin letter
 * is never drawn in the Arabic font's copy of it.
 */
const PACKAGES: [name: string, subsets: Record<string, string>][] = [
  ['@fontsource/noto-sans', notoSans],
  ['@fontsource/noto-sans-arabic', notoSansArabic],
  ['@fontsource/noto-sans-hebrew', notoSansHebrew],
  ['@fontsource/noto-sans-sc', notoSansSc],
];

function parseRanges(unicodeRange: string): [number, number][] {
  return unicodeRange.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/**
 * Each package's subsets from its unicode.json ("latin", "[12]", ...), each subset a small WOFF
 * file: a letter embeds only the subsets its text uses, and of those only the glyphs drawn.
 */
function facesOf(pkg: string, subsets: Record<string, string>, weight: Weight): FontFace[] {
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  const family = path.basename(pkg);
  return Object.entries(subsets).map(([subset, unicodeRange]) => {
    const slug = subset.replace(/[[\]]/g, '');
    return {
      name: `${family}-${slug}-${weight}`,
      file: path.join(
        dir,
        FONT_FILES.file
          .replace('{family}', family)
          .replace('{subset}', slug)
          .replace('{weight}', String(weight)),
      ),
      ranges: parseRanges(unicodeRange),
    };
  });
}

const faces = new Map<Weight, FontFace[]>();

/** The faces of a weight, in order of preference (read once). */
export function fontFaces(weight: Weight): FontFace[] {
  let list = faces.get(weight);
  if (!list) {
    list = PACKAGES.flatMap(([pkg, subsets]) => facesOf(pkg, subsets, weight));
    faces.set(weight, list);
  }
  return list;
}

export const covers = (face: FontFace, codePoint: number) =>
  face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
