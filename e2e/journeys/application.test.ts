import type { Page } from 'playwright-core';
import { ADMIN, pdf } from '../support/app';
import { newPage } from '../support/browser';
import { focusBackOn, focusedName as focusedLabel, focusInDialog, keyTo } from '../support/focus';
import { fileChoosers, tabTo } from '../support/keyboard';
import { useRunningApp } from '../support/running-app';

// A visitor applies and checks the status, with the pointer and (issue 88) with the keyboard
// alone; the login form by keyboard. One server and one browser for both (docs/accessibility.md).

const app = useRunningApp({ RATE_LIMITS: 'off' });

test('a visitor applies with two PDFs and sees the status Processing', async () => {
  const { page, consoleErrors } = await newPage(app.browser, app.server.url);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Internships' }).waitFor();

  await page.getByRole('textbox', { name: 'Name' }).fill('Wanjiru Kamau');
  await page.getByRole('textbox', { name: 'Email' }).fill('wanjiru@e2e.test');
  // The calling code (+254, Kenya) is already in the field and cannot be edited.
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.focus();
  await phone.press('End');
  await phone.pressSequentially('712345678');
  const position = page.getByRole('combobox', { name: 'What are you interested in?' });
  await position.locator('option', { hasText: 'Engineering' }).waitFor({ state: 'attached' });
  await position.selectOption({ label: 'Engineering' });
  await page.getByLabel(/^CV/).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdf('Curriculum vitae of Wanjiru Kamau'),
  });
  await page.getByLabel(/^University Letter/).setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: pdf('University letter'),
  });
  await page.getByText('cv.pdf').waitFor();
  await page.getByText('letter.pdf').waitFor();

  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/api/Apply') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit Application' }).click();
  expect((await sent).status()).toBe(201);
  await page.getByText('You will receive an email regarding your application').waitFor();
  await page.waitForURL('**/applicationStatus');

  // The status page starts with the address just used.
  await expect(page.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe(
    'wanjiru@e2e.test',
  );
  await page.getByRole('button', { name: 'Check Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Application Status' });
  await dialog.waitFor();
  const rows = await dialog.getByRole('row').allInnerTexts();
  expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
    'Name Wanjiru Kamau',
    'Email wanjiru@e2e.test',
    'Position Engineering',
    'Application Status Processing',
  ]);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});

/** The focused element's tag and text, and the document's title. */
function focusedHeading(page: Page) {
  return page.evaluate(() => ({
    tag: document.activeElement?.tagName,
    text: document.activeElement?.textContent,
    title: document.title,
  }));
}

// Issue 88: Tab, Shift+Tab, Enter, Space, Escape and the arrows only; an applicant of its own.
describe('with the keyboard alone', () => {
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
});
