import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { checkAtBothWidths } from '../support/a11y';
import { ADMIN, api, logIn } from '../support/app';
import { newPage } from '../support/browser';
import { confirm, sees } from '../support/journey-steps';
import { useRunningApp } from '../support/running-app';

// Issue 69: an administrator imports 50 supervisors from an XLSX whose three bad rows the
// preview names, fixes the file, imports it, and undoes the import; axe at 1280 and 360 px in
// both languages on the preview.

const app = useRunningApp({ RATE_LIMITS: 'off' });
const axeResults: Record<string, string[]> = {};
afterAll(() => console.log(`axe violations: ${JSON.stringify(axeResults, null, 1)}`));

/** 50 supervisors; `bad` puts errors in rows 3, 20 and 41 (of the file, the header is row 1). */
async function supervisorsXlsx(bad: boolean) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Supervisors');
  sheet.addRow(['Name', 'Email', 'Phone number', 'Position']);
  for (let i = 1; i <= 50; i++) {
    const row = i + 1;
    sheet.addRow([
      bad && row === 3 ? 'X' : `Imported Supervisor ${i}`,
      bad && row === 20 ? 'not-an-email' : `imported.supervisor${i}@e2e.test`,
      `+2547220${String(10_000 + i)}`,
      bad && row === 41 ? 'Astronomy' : 'Engineering',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const adminLogin = () =>
  api<{ token: string; user: { user_id: number; Name: string } }>(
    app.server.url,
    'POST',
    '/login',
    200,
    { json: { email: ADMIN.email, password: ADMIN.password } },
  );

const importedSupervisors = async () => {
  const { Supervisors } = await api<{ Supervisors: { Email: string }[] }>(
    app.server.url,
    'GET',
    '/Admin/User/Supervisors',
    200,
    { token: (await adminLogin()).token },
  );
  return Supervisors.filter((supervisor) => supervisor.Email.startsWith('imported.supervisor'));
};

async function signedIn(locale: string) {
  const answer = await adminLogin();
  const opened = await newPage(app.browser, app.server.url, { bypassCSP: true, locale });
  await opened.page.addInitScript(
    ([token, name, id]) => {
      localStorage.setItem('ACCESS_TOKEN', token);
      localStorage.setItem('Roles', 'ADM');
      localStorage.setItem('Name', name);
      localStorage.setItem('user_id', id);
    },
    [answer.token, answer.user.Name, String(answer.user.user_id)],
  );
  return opened;
}

const upload = async (page: Page, file: Buffer) =>
  page.locator('input[type="file"]').setInputFiles({
    name: 'supervisors.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });

test('50 supervisors from an XLSX: three bad rows named, the file fixed, imported, undone', async () => {
  const { page, consoleErrors } = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    locale: 'en-GB',
  });
  await page.goto('/login');
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/adminDashboard');
  await page.getByRole('link', { name: 'Import' }).click();
  await page.getByRole('heading', { level: 1, name: 'Import' }).waitFor();

  await upload(page, await supervisorsXlsx(true));
  await sees(page, '47 rows can be imported; 3 rows have errors.');
  for (const error of [
    'Name: The Name must be at least 2 characters.',
    'Email: The Email must be a valid email address.',
    'Position: No position is named Astronomy.',
  ]) {
    await page.getByRole('cell', { name: error, exact: true }).waitFor();
  }
  await checkAtBothWidths(
    page,
    'import-preview-en',
    () => page.getByRole('cell', { name: '20', exact: true }).waitFor(),
    axeResults,
  );

  await upload(page, await supervisorsXlsx(false));
  await sees(page, '50 rows can be imported; 0 rows have errors.');
  await page.getByRole('checkbox', { name: /All or nothing/ }).check();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await sees(page, '50 rows were imported; 0 skipped.');
  expect(await importedSupervisors()).toHaveLength(50);

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await confirm(page, 'Undo this import? Its rows are deleted.');
  await sees(page, 'The import was undone.');
  await page.getByRole('cell', { name: 'Undone', exact: true }).waitFor();
  expect(await importedSupervisors()).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await page.context().close();
}, 180_000);

test('the preview in Swahili at 1280 and 360 px: no axe violation at any impact, no sideways scroll', async () => {
  const { page, consoleErrors } = await signedIn('sw-KE');
  await page.goto('/adminDashboard/import');
  await page.getByRole('heading', { level: 1, name: 'Ingiza' }).waitFor();
  await upload(page, await supervisorsXlsx(true));
  await sees(page, 'Safu 47 zinaweza kuingizwa; safu 3 zina makosa.');
  await checkAtBothWidths(
    page,
    'import-preview-sw',
    () => page.getByRole('cell', { name: '41', exact: true }).waitFor(),
    axeResults,
  );
  expect(consoleErrors).toEqual([]);
  await page.context().close();
}, 120_000);
