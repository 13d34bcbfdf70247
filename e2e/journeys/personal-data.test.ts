import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { applyThroughApi } from '../support/app';
import { newPage } from '../support/browser';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));
afterAll(() => smtp.stop());

const APPLICANT = {
  Name: 'Amani Otieno',
  Email: 'amani@e2e.test',
  PhoneNumber: '+254712345678',
  Position: 'Engineering',
};

/** Checks the status of the address and answers the open result dialog. */
async function checkStatus(page: Page) {
  await page.goto('/applicationStatus');
  await page.getByRole('textbox', { name: 'Email' }).fill(APPLICANT.Email);
  await page.getByRole('button', { name: 'Check Status' }).click();
}

/** Asks from the status dialog for a link, and answers the link's token from the e-mail. */
async function requestLink(page: Page, button: string, confirm: boolean): Promise<string> {
  await checkStatus(page);
  const dialog = page.getByRole('dialog', { name: 'Your Application Status' });
  await dialog.waitFor();
  const mail = await smtp.next(APPLICANT.Email, async () => {
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/PersonalData/Request') &&
        response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: button }).click();
    if (confirm) {
      await page
        .getByRole('dialog', { name: 'Are you sure?' })
        .getByRole('button', { name: 'Yes' })
        .click();
    }
    const response = await answered;
    expect(response.status()).toBe(202);
    // The page shows the server's own message.
    const { message } = (await response.json()) as { message: string };
    await page.getByText(message).waitFor();
  });
  const token = (mail.text ?? '').match(/\/personalData\/([^\s/"<>]+)/)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

test('an applicant gets a copy of their data, then withdraws and erases it, by e-mailed links', async () => {
  await applyThroughApi(app.server.url, APPLICANT);
  const { page, consoleErrors } = await newPage(app.browser, app.server.url, {
    acceptDownloads: true,
  });

  // The privacy notice is linked from the status page.
  await page.goto('/applicationStatus');
  await page.getByRole('link', { name: 'Privacy notice' }).click();
  await page.getByRole('heading', { level: 1, name: 'Privacy notice' }).waitFor();
  await page.getByText(/^Version /).waitFor();

  // A copy: the link downloads a ZIP, once.
  const exportToken = await requestLink(page, 'Send me a copy of my data', false);
  await page.goto(`/personalData/${exportToken}`);
  await page.getByRole('heading', { name: 'Download a copy of your personal data' }).waitFor();
  await page.getByText(APPLICANT.Name).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('personal-data.zip');
  const zip = await readFile((await download.path())!);
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  await page.getByText('Your data has been downloaded. This link cannot be used again.').waitFor();

  // Withdrawal: the link erases after a confirmation.
  const eraseToken = await requestLink(page, 'Withdraw my application and erase my data', true);
  await page.goto(`/personalData/${eraseToken}`);
  await page.getByRole('heading', { name: 'Erase your personal data' }).waitFor();
  await page.getByRole('cell', { name: APPLICANT.Email }).waitFor();
  const erased = page.waitForResponse((response) =>
    response.url().endsWith(`/api/PersonalData/${eraseToken}/Erase`),
  );
  await page.getByRole('button', { name: 'Erase my data' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  const erasedAnswer = await erased;
  expect(erasedAnswer.status()).toBe(200);
  const { message: erasedMessage } = (await erasedAnswer.json()) as { message: string };
  await page.getByText(erasedMessage).waitFor();

  // The address is now unknown to the status check.
  await checkStatus(page);
  await page.getByRole('dialog', { name: 'Error' }).getByText('Email does not exist').waitFor();
  expect(await page.getByRole('dialog', { name: 'Your Application Status' }).count()).toBe(0);

  // Each link works once: both are refused with the server's message.
  for (const token of [eraseToken, exportToken]) {
    const refused = page.waitForResponse((response) =>
      response.url().endsWith(`/api/PersonalData/${token}`),
    );
    await page.goto(`/personalData/${token}`);
    const answer = await refused;
    expect([404, 410]).toContain(answer.status());
    const { message } = (await answer.json()) as { message: string };
    await page.getByRole('alert').getByText(message).waitFor();
    expect(await page.getByRole('button', { name: /my data/ }).count()).toBe(0);
  }

  // The refusals above are answers the page shows, not errors of the app.
  expect(consoleErrors.filter((error) => !/40[14]|410/.test(error))).toEqual([]);
  await page.context().close();
});
