import type { Page } from 'playwright-core';

/** The focused element's accessible name, roughly: aria-label, aria-labelledby, label, text. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    if (!element || element === document.body) return '<body>';
    const labelledBy = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy && document.getElementById(labelledBy)?.textContent) ??
      element.labels?.[0]?.textContent ??
      element.textContent ??
      '';
    // A required field's label ends in its asterisk.
    return name
      .replace(/\s+/g, ' ')
      .replace(/\s*\*$/, '')
      .trim();
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

/**
 * WCAG 2.4.11: the fixed and sticky things (the top bar, a toast, the cookie or offline banner)
 * that overlap the focused element, each as its tag and text; none is what a keyboard user wants.
 * Ancestors of the focused element (the dialog it is in, a sticky table cell's row) do not count,
 * nor does anything drawn below it (a lower z-order, as elementsFromPoint at its centre shows).
 */
export function obscuringFocus(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return ['<nothing focused>'];
    const box = focused.getBoundingClientRect();
    const above = new Set(
      document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2),
    );
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      if (element.contains(focused) || focused.contains(element)) continue;
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      const other = element.getBoundingClientRect();
      const overlaps =
        other.width > 0 &&
        other.height > 0 &&
        other.left < box.right &&
        other.right > box.left &&
        other.top < box.bottom &&
        other.bottom > box.top;
      if (!overlaps) continue;
      // A fixed box at the centre's point is drawn above the focused element only if it comes
      // before it in elementsFromPoint's list; one elsewhere on the box overlaps it anyway.
      const order = [...above];
      const covering = order.findIndex((one) => element.contains(one));
      const own = order.findIndex((one) => focused.contains(one) || one.contains(focused));
      if (covering !== -1 && own !== -1 && own < covering) continue;
      found.push(`${element.tagName} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return found;
  });
}

/** Fails when something fixed covers the focused element (its name in the message). */
export async function expectFocusUncovered(page: Page) {
  const covering = await obscuringFocus(page);
  expect({ focused: await focusedName(page), covering }).toEqual({
    focused: await focusedName(page),
    covering: [],
  });
}

/**
 * Presses `key` (Tab or Shift+Tab) until the focused control's name is `name` (or matches it),
 * then checks that nothing fixed covers it.
 */
export async function keyTo(page: Page, name: string | RegExp, key = 'Tab') {
  const seen: string[] = [];
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press(key);
    const current = await focusedName(page);
    seen.push(current.slice(0, 60));
    if (typeof name === 'string' ? current === name : name.test(current)) {
      await expectFocusUncovered(page);
      return;
    }
  }
  throw new Error(`${key} never reached "${name}"; it went through: ${seen.join(' | ')}`);
}

/**
 * WCAG 2.4.3 and 2.4.2 after a route change: the new page's heading has the focus, and the
 * document's title names it.
 */
export async function landsOn(page: Page, heading: string) {
  const landed = () =>
    page.evaluate(() => ({
      tag: document.activeElement?.tagName,
      text: document.activeElement?.textContent?.replace(/\s+/g, ' ').trim().slice(0, 60),
      title: document.title,
    }));
  const wanted = { tag: 'H1', text: heading, title: `${heading} – Internship Programme` };
  for (let waited = 0; waited < 100; waited += 1) {
    if (JSON.stringify(await landed()) === JSON.stringify(wanted)) return;
    await page.waitForTimeout(100);
  }
  expect(await landed()).toEqual(wanted);
}

/** The name of the focused control, once the focus is inside an open dialog. */
export async function focusInDialog(page: Page, dialog: string) {
  await page.waitForFunction((name) => {
    const box = document.activeElement?.closest('[role="dialog"], [role="alertdialog"]');
    const labelledBy = box?.getAttribute('aria-labelledby');
    const label =
      box?.getAttribute('aria-label') ??
      (labelledBy && document.getElementById(labelledBy)?.textContent);
    return label?.trim() === name;
  }, dialog);
}

/** After a dialog closed: the focus is back on the control named `opener`, not on <body>. */
export async function focusBackOn(page: Page, opener: string) {
  await page.waitForFunction(
    () => !document.querySelector('[role="dialog"], [role="alertdialog"]'),
  );
  for (let waited = 0; waited < 20 && (await focusedName(page)) !== opener; waited += 1) {
    await page.waitForTimeout(100);
  }
  expect(await focusedName(page)).toBe(opener);
  await expectFocusUncovered(page);
}
