import type { Page } from 'playwright-core';

/** The focused element's accessible name, roughly: aria-label, aria-labelledby, label, text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    if (!element) return '';
    const labelledBy = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy && document.getElementById(labelledBy)?.textContent) ??
      element.labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return name.replace(/\s+/g, ' ').trim();
  });
}

/** Presses Tab until the focused control's name starts with `name`. */
export async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)).startsWith(name)) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}
