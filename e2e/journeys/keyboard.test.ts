import type { Page } from 'playwright-core';
import { ADMIN, pdf } from '../support/app';
import { newPage } from '../support/browser';
import { focusBackOn, focusedName as focusedLabel, focusInDialog, keyTo } from '../support/focus';
import { fileChoosers, tabTo } from '../support/keyboard';
import { useRunningApp } from '../support/running-app';

const app = useRunningApp({ RATE_LIMITS: 'off' });

/** The focused element's tag and text, and the document's title. */
function focusedHeading(page: Page) {
  return page.evaluate(() => ({
    tag: document.activeElement?.tagName,
    text: document.activeElement?.textContent,
    title: document.title,
  }));
}

test('the application form can be filled and sent, and the status checked, with the keyboard alone', async () => {
  const { page } = await newPage(app.browser, app.server.url);
  const choosers = fileChoosers(page);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Internships' }).waitFor();
  await page
    .getByRole('combobox', { name: 'What are you interested in?' })
    .locator('option', {
      hasText: 'Technology',
    })
    .waitFor({ state: 'attached' });

  // The first Tab stop skips to the content: Enter puts the focus on the page's heading.
  await page.keyboard.press('Tab');
  expect(await focusedLabel(page)).toBe('Skip to content');
  await page.keyboard.press('Enter');
  expect(await focusedHeading(page)).toMatchObject({ tag: 'H1', text: 'Internships' });
  expect(page.url()).not.toContain('#');

  await tabTo(page, 'Name');
  await page.keyboard.type('Baraka Otieno');
  await tabTo(page, 'Email');
  await page.keyboard.type('baraka@e2e.test');
  await tabTo(page, 'Phone');
  await page.keyboard.press('End');
  await page.keyboard.type('722000111');
  await tabTo(page, 'What are you interested in?');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(
    page
      .getByRole('combobox', { name: 'What are you interested in?' })
      .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent),
  ).resolves.toBe('Technology');

  // Enter on the CV, Space on the letter: both open the file picker.
  for (const [label, name, key] of [
    [/^CV/, 'cv.pdf', 'Enter'],
    [/^University Letter/, 'letter.pdf', 'Space'],
  ] as const) {
    await tabTo(page, label);
    const chooser = choosers.next();
    await page.keyboard.press(key);
    await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: pdf(name) });
    await page.getByText(name).waitFor();
  }

  await tabTo(page, 'Submit Application');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/Apply'));
  await page.keyboard.press('Enter');
  expect((await sent).status()).toBe(201);
  await page.waitForURL('**/applicationStatus');
  // The new page's heading has the focus, and the title names the page.
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  const landed = await focusedHeading(page);
  expect(landed.title).toBe(`${landed.text} – Internship Programme`);

  // The status, in a dialog that takes the focus and, closed with Escape, gives it back.
  await keyTo(page, 'Check Status');
  await page.keyboard.press('Enter');
  await focusInDialog(page, 'Your Application Status');
  await page.getByRole('dialog').getByText('Processing').waitFor();
  await page.keyboard.press('Escape');
  await focusBackOn(page, 'Check Status');
  await page.context().close();
});

test('the login form works with the keyboard alone, Enter submitting it', async () => {
  const { page } = await newPage(app.browser, app.server.url);
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Log In' }).waitFor();
  await tabTo(page, 'Email');
  await page.keyboard.type(ADMIN.email);
  await tabTo(page, 'Password');
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/adminDashboard');
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  expect(await focusedHeading(page)).toEqual({
    tag: 'H1',
    text: 'Dashboard',
    title: 'Dashboard – Internship Programme',
  });
  await page.context().close();
});
