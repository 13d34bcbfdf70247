import type { Piece } from './script-runs';

type Token = Required<Piece>;

/** A text's width on the page, in points, in the fonts its characters are drawn in. */
export type Measure = (pieces: Piece[]) => number;

// What a reader sees as one character (a letter with its marks, a Devanagari conjunct, an
// emoji): a word too wide for its line is cut between these, never inside one.
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Words with the spaces after them, each in its piece's weight. */
const tokensOf = (pieces: Piece[]): Token[] =>
  pieces.flatMap(({ text, weight = 400 }) =>
    (text.match(/\S+\s*|\s+/g) ?? []).map((word) => ({ text: word, weight })),
  );

/**
 * A word wider than the column (a name of one long word, a pasted link), cut into parts: the
 * first fills the `room` left on the current line (it may be empty), each next one a whole
 * line; `rest` is what is left for the last line, where the next words may follow it.
 */
function cut(word: Token, room: number, width: number, measure: Measure) {
  const segments = Array.from(graphemes.segment(word.text), ({ segment }) => segment);
  // Measured once each: a word of thousands of characters repeats a few dozen.
  const known = new Map<string, number>();
  const widths = segments.map((segment) => {
    let segmentWidth = known.get(segment);
    if (segmentWidth === undefined) {
      segmentWidth = measure([{ ...word, text: segment }]);
      known.set(segment, segmentWidth);
    }
    return segmentWidth;
  });
  const text = (from: number, to: number) => segments.slice(from, to).join('');
  const fits = (from: number, to: number, limit: number) =>
    measure([{ ...word, text: text(from, to) }]) <= limit;
  const full: string[] = [];
  let start = 0;
  let limit = room;
  for (;;) {
    let end = start;
    for (let sum = 0; end < segments.length && sum + widths[end] <= limit; end += 1) {
      sum += widths[end];
    }
    // Shaped together (Arabic letters joined, pairs kerned), a part is not quite as wide as
    // its characters one by one: the estimate is corrected by measuring the part itself.
    while (end > start && !fits(start, end, limit)) end -= 1;
    while (end < segments.length && fits(start, end + 1, limit)) end += 1;
    if (end === segments.length) return { full, rest: text(start, end) };
    // A character wider than a whole line still goes on one, alone.
    if (end === start && limit === width) end += 1;
    full.push(text(start, end));
    start = end;
    limit = width;
  }
}

/**
 * Greedy lines: as many words as fit; a word wider than the column is broken between its
 * characters, from where the line stands, so that every character is on the page.
 */
export function wrap(pieces: Piece[], width: number, measure: Measure): Piece[][] {
  const lines: Piece[][] = [];
  let line: Token[] = [];
  let lineWidth = 0;
  const endLine = () => {
    if (line.length > 0) lines.push(line);
    line = [];
    lineWidth = 0;
  };
  for (let token of tokensOf(pieces)) {
    // Each word measured once, with and without its trailing space (widths add up).
    const text = token.text.trimEnd();
    let word = measure([{ ...token, text }]);
    if (word > width) {
      const { full, rest } = cut({ ...token, text }, width - lineWidth, width, measure);
      for (const part of full) {
        if (part) line.push({ ...token, text: part });
        endLine();
      }
      token = { ...token, text: rest + token.text.slice(text.length) };
      word = measure([{ ...token, text: rest }]);
    } else if (line.length > 0 && lineWidth + word > width) {
      endLine();
    }
    line.push(token);
    lineWidth += token.text === token.text.trimEnd() ? word : measure([token]);
  }
  endLine();
  return lines.map((words) =>
    words.map((word, i) =>
      i === words.length - 1 ? { ...word, text: word.text.trimEnd() } : word,
    ),
  );
}
