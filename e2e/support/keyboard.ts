import type { FileChooser, Page } from 'playwright-core';
import { focusedName } from './focus';

// The route change's check is the one of the other keyboard journeys.
export { landsOn } from './focus';

// Keyboard-only journeys (issue 88): Tab to a control by its name, check at every stop that
// nothing fixed covers it (WCAG 2.4.11), that a route change lands on the new page's heading
// (2.4.3) and that a dialog takes the focus and gives it back.

interface Stop {
  /** aria-label, aria-labelledby, <label> or text, without a required field's '*'. */
  label: string;
  /** What covers the focused element's centre (a fixed or sticky bar, a toast), if anything. */
  coveredBy: string | null;
}

/** The focused element's name, and what (if anything fixed) covers its centre. */
export async function focusStop(page: Page): Promise<Stop> {
  const name = await focusedName(page);
  const coveredBy = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    for (const top of document.elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2)) {
      if (top === element || top.contains(element) || element.contains(top)) return null;
      for (let up: Element | null = top; up; up = up.parentElement) {
        const { position } = getComputedStyle(up);
        if (position === 'fixed' || position === 'sticky') {
          return `${up.tagName.toLowerCase()}.${String(up.className).split(' ')[0]}`;
        }
      }
    }
    return null;
  });
  return { label: name === '<body>' ? '' : name, coveredBy };
}

/**
 * Presses Tab (or Shift+Tab with `back`), and only that, until the focused control's name is
 * `label` (a string matches the whole name, a pattern any part of it).
 * Every stop on the way must be in sight: nothing fixed may cover it.
 */
export async function tabTo(page: Page, label: string | RegExp, back = false) {
  const seen: string[] = [];
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    seen.push(stop.label);
    if (stop.coveredBy) {
      throw new Error(`"${stop.label}" has the focus under ${stop.coveredBy}`);
    }
    if (typeof label === 'string' ? stop.label === label : label.test(stop.label)) return;
  }
  throw new Error(`Tab never reached "${label}"; it went through: ${seen.join(' | ')}`);
}

/** Presses `key` (an arrow) until the focused control's name is `label`, in a roving group. */
export async function arrowTo(page: Page, label: string, key = 'ArrowRight') {
  const seen: string[] = [];
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press(key);
    const stop = await focusStop(page);
    seen.push(stop.label);
    if (stop.label === label) return;
  }
  throw new Error(`${key} never reached "${label}"; it went through: ${seen.join(' | ')}`);
}

/** Like tabTo, but stays put when the control has the focus already (a dialog's first one). */
export async function reach(page: Page, label: string | RegExp) {
  const { label: now } = await focusStop(page);
  if (typeof label === 'string' ? now === label : label.test(now)) return;
  await tabTo(page, label);
}

/** Presses `key` on the focused control, which opens a dialog: the focus must go into it. */
export async function opensDialog(page: Page, key = 'Enter') {
  await page.evaluate(() => document.activeElement?.setAttribute('data-opened-dialog', ''));
  await page.keyboard.press(key);
  await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
}

/** After a dialog closed: the focus is back on the control that opened it. */
export async function focusCameBack(page: Page) {
  await page.waitForFunction(() => document.querySelector('[role="dialog"]') === null);
  const back = await page.evaluate(() => ({
    opener: document.activeElement?.hasAttribute('data-opened-dialog') ?? false,
    tag: document.activeElement?.tagName,
  }));
  expect(back).toEqual({ opener: true, tag: expect.any(String) });
  await page.evaluate(() =>
    document.querySelector('[data-opened-dialog]')?.removeAttribute('data-opened-dialog'),
  );
}

/**
 * After a control went away or turned busy (a dialog closed, a button disabled while it sends):
 * once no dialog is open and the page is still, the focus is somewhere, not on <body> (from
 * where the next Tab would start again at the top of the page).
 */
export async function focusNotLost(page: Page) {
  await page.waitForFunction(() => document.querySelector('[role="dialog"]') === null);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
}

/**
 * Every file picker the page opens, in order. Listening from the start matters: Playwright
 * turns on picker interception asynchronously, so a listener added just before the key press
 * can miss a picker that opens at once.
 */
export function fileChoosers(page: Page) {
  const waiting: ((chooser: FileChooser) => void)[] = [];
  const opened: FileChooser[] = [];
  page.on('filechooser', (chooser) => {
    const resolve = waiting.shift();
    if (resolve) resolve(chooser);
    else opened.push(chooser);
  });
  return {
    next: () =>
      new Promise<FileChooser>((resolve, reject) => {
        const ready = opened.shift();
        if (ready) return resolve(ready);
        waiting.push(resolve);
        setTimeout(() => reject(new Error('no file picker opened')), 5000);
      }),
  };
}

/** Signs in on the shell's login page with the keyboard: Tab to each field, Enter to send. */
export async function signInByKeyboard(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Log In' }).waitFor();
  await tabTo(page, 'Email');
  await page.keyboard.type(email);
  await tabTo(page, /^Password/);
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}
