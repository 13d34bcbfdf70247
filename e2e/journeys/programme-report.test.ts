import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { pdfText } from '../../server/test/helpers/pdf-text';
import { checkAtBothWidths, tableWidths } from '../support/a11y';
import { ADMIN, api, applyThroughApi, logIn, loginToken, today } from '../support/app';
import { newPage, openInApp } from '../support/browser';
import { sw } from '../support/catalogue';
import { useRunningApp } from '../support/running-app';

// Issue 69: an administrator opens Reports from the sidebar, reads the programme's figures and
// downloads them as XLSX and PDF, both read back; the screen through axe at 1280 and 360 px in
// English and Swahili.

const app = useRunningApp({ RATE_LIMITS: 'off' });
const axeResults: Record<string, string[]> = {};
afterAll(() => {
  console.log(`axe violations on Reports: ${JSON.stringify(axeResults, null, 1)}`);
});

const applicant = (n: number) => ({
  Name: `Report Applicant ${n}`,
  Email: `report.${n}@e2e.test`,
  PhoneNumber: '+254722000111',
  Position: 'Engineering',
});

beforeAll(async () => {
  const ids = [];
  for (const n of [1, 2, 3]) ids.push(await applyThroughApi(app.server.url, applicant(n)));
  const token = await loginToken(app.server.url, ADMIN.email, ADMIN.password);
  await api(app.server.url, 'PUT', `/Apply/${ids[0]}`, 200, {
    token,
    json: { ApplicationStatus: 'Accepted', Date: today() },
  });
  await api(app.server.url, 'PUT', `/Apply/${ids[1]}`, 200, {
    token,
    json: { ApplicationStatus: 'Declined' },
  });
}, 60_000);

async function adminPage() {
  const opened = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  await opened.page.goto('/login');
  await logIn(opened.page, ADMIN.email, ADMIN.password);
  await opened.page.waitForURL((url) => url.pathname === '/adminDashboard');
  return opened;
}

async function downloaded(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), file: readFileSync((await download.path())!) };
}

test('the report shows the funnel and downloads as XLSX and PDF, read back', async () => {
  const { page, consoleErrors } = await adminPage();
  await page.getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
  const funnel = page.getByRole('table', { name: 'Funnel' });
  await funnel.waitFor();
  const figure = (label: string) =>
    funnel
      .getByRole('row', { name: new RegExp(`^${label} `) })
      .getByRole('cell')
      .textContent();
  expect(await figure('Applied')).toBe('3');
  expect(await figure('Reviewed')).toBe('2');
  expect(await figure('Invited to interview')).toBe('1');

  const xlsx = await downloaded(page, 'Download XLSX');
  expect(xlsx.name).toBe('programme-report-none.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.file as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Funnel')!;
  expect(sheet.getRow(3).values).toEqual([undefined, 'Applied', 3]);
  expect(sheet.getRow(4).values).toEqual([undefined, 'Reviewed', 2]);

  const pdf = await downloaded(page, 'Download PDF');
  expect(pdf.name).toBe('programme-report-none.pdf');
  const text = await pdfText(pdf.file);
  expect(text).toContain('Programme report');
  expect(text).toMatch(/Applied\s+3/);

  await checkAtBothWidths(page, 'report-en', () => funnel.waitFor(), axeResults);
  expect(consoleErrors).toEqual([]);
  await page.context().close();
}, 120_000);

test('in Swahili, at 1280 and 360 px', async () => {
  const { page, consoleErrors } = await adminPage();
  await openInApp(page, '/adminDashboard/reports');
  await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
  // The account's language is the one chosen last: this journey's English sign-in kept it.
  await page.getByRole('button', { name: 'Kiswahili' }).click();
  await page.getByRole('heading', { level: 1, name: sw('Reports') }).waitFor();
  const funnel = page.getByRole('table', { name: sw('Funnel') });
  await funnel.waitFor();
  await checkAtBothWidths(page, 'report-sw', () => funnel.waitFor(), axeResults);
  // On a phone no table scrolls sideways inside its card either: the groups' tables stack.
  await page.setViewportSize({ width: 360, height: 900 });
  await page.getByRole('table', { name: sw('By position') }).waitFor();
  const { tables } = await tableWidths(page);
  expect(tables.filter((table) => table.needs > table.has + 1).map((table) => table.label)).toEqual(
    [],
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  const pdf = await downloaded(page, sw('Download PDF'));
  expect(await pdfText(pdf.file)).toContain(sw('Programme report'));
  expect(consoleErrors).toEqual([]);
  await page.context().close();
}, 120_000);
