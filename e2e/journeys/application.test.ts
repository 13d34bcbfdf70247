import { pdf } from '../support/app';
import { newPage } from '../support/browser';
import { useRunningApp } from '../support/running-app';

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
