/**
 * Lets Emotion's rules into the document for this test file, for a test that asserts a style
 * (a colour, `white-space`). By default jest.setup-dom.ts keeps them out: matching them made
 * jsdom's getComputedStyle, which every ByRole query calls, a third of the screen tests' CPU.
 * Call it at the top of the file, before anything renders: Emotion inserts each rule once.
 */
export function stylesInDocument(): void {
  (globalThis as { emotionStylesInDocument?: boolean }).emotionStylesInDocument = true;
}
