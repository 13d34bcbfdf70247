// The static snapshot of a page (issue 28): what the page looks like once ready, as plain HTML
// and CSS with no script, so its LCP is the best a server-rendered page can do on that network.
import type { Page } from 'playwright-core';

// What the snapshot leaves out: every script and every hint that would fetch one, and the page's
// own styles (all of them are inlined below, in the order the document applies them).
const LEFT_OUT = [
  'script',
  'link[rel~="modulepreload"]',
  'link[rel~="preload"][as="script"]',
  'link[rel~="prefetch"][as="script"]',
  'style',
  'link[rel~="stylesheet"]',
].join(', ');

/**
 * The document's current HTML (a page already loaded and ready) without its scripts, with all
 * the CSS it uses in one `<style>` at the end of the head: the rules of every style sheet,
 * including those emotion/MUI inserted through the CSSOM (`insertRule`, so their `<style>`
 * elements hold no text). Icons, images and other links stay.
 */
export function staticSnapshot(page: Page): Promise<string> {
  // No named function inside: tsx would wrap it in a helper the page does not have.
  return page.evaluate((leftOut) => {
    const rules: string[] = [];
    const sheets = [...Array.from(document.styleSheets), ...(document.adoptedStyleSheets ?? [])];
    for (const sheet of sheets) {
      if (sheet.disabled) continue;
      let texts: string[];
      try {
        texts = Array.from(sheet.cssRules, (rule) => rule.cssText);
      } catch {
        continue; // a cross-origin sheet: none here (system fonts, the app's own CSS)
      }
      const media = sheet.media.mediaText;
      if (media && media !== 'all') rules.push(`@media ${media} {\n${texts.join('\n')}\n}`);
      else rules.push(...texts);
    }

    const root = document.documentElement.cloneNode(true) as HTMLElement;
    for (const element of Array.from(root.querySelectorAll(leftOut))) element.remove();
    const style = document.createElement('style');
    style.textContent = rules.join('\n');
    (root.querySelector('head') ?? root).append(style);
    return `<!DOCTYPE html>\n${root.outerHTML}`;
  }, LEFT_OUT);
}
