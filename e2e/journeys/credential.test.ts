import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { horizontalOverflow, runAxe, screenshot } from '../support/a11y';
import { ADMIN, logIn, today } from '../support/app';
import { newPage } from '../support/browser';
import { hydrated } from '../support/hydration';
import { internReadyForLetter, issueLetter, revokeLetter } from '../support/letters';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

// Issue 86: the completion letter as an Open Badges 3.0 credential the intern carries. The
// administrator issues a letter; the intern downloads its credential from the profile; anyone
// checks the file at /verify (dropped or chosen, pasted, or posted by a form without
// JavaScript): valid; the administrator revokes the letter; /verify says revoked.

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));
afterAll(() => smtp.stop());

const INTERN = {
  Name: 'Wanjiku Achieng',
  Email: 'wanjiku@e2e.test',
  PhoneNumber: '+254722000886',
  Position: 'Engineering',
};
const PASSWORD = 'Intern-pass-86';
const INTAKE = { Name: 'Credential intake', InternshipStart: today(), InternshipEnd: today() };
let internId = 0;

beforeAll(async () => {
  internId = await internReadyForLetter(app.server.url, smtp, INTERN, PASSWORD, INTAKE, {
    Name: 'Credential Supervisor',
    Email: 'credential.supervisor@e2e.test',
    Password: 'Supervisor-pass-86',
  });
}, 60_000);

async function signedIn(email: string, password: string, landing: string) {
  const { page } = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  await page.goto('/login');
  await logIn(page, email, password);
  await page.waitForURL((url) => url.pathname === landing);
  return page;
}

/** /verify in a visitor's browser, hydrated, with no warning or error logged. */
async function verifyPage(width = 1280) {
  const opened = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    viewport: { width, height: 900 },
  });
  const messages: string[] = [];
  opened.page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type())) messages.push(message.text());
  });
  opened.page.on('pageerror', (error) => messages.push(error.message));
  await opened.page.goto('/verify');
  await hydrated(opened.page);
  await opened.page.getByRole('heading', { level: 1, name: 'Check a credential' }).waitFor();
  return { page: opened.page, messages };
}

/** The verdict's box: its word (Valid, Revoked, ...) and the server's sentence. */
const verdict = (page: Page) => page.getByRole('alert').filter({ hasText: /credential/ });

/** No axe finding at any impact and no sideways scroll, at a desk's width and a phone's. */
async function accessible(page: Page, shot: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await runAxe(page);
    expect({ width, violations }).toEqual({ width, violations: [] });
    expect({ width, overflow: await horizontalOverflow(page) }).toEqual({ width, overflow: 0 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, shot);
}

/** POST /verify as a browser without JavaScript sends the form: the status and the drawn text. */
async function formPost(credential: string) {
  const response = await fetch(`${app.server.url}/verify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ credential }).toString(),
  });
  const html = await response.text();
  const root = /<div id="root" data-server-rendered>([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
  const text = root.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
  return { status: response.status, robots: response.headers.get('x-robots-tag'), text, html };
}

test('the intern carries the credential; /verify says valid, then revoked', async () => {
  const admin = await signedIn(ADMIN.email, ADMIN.password, '/adminDashboard');
  const code = await issueLetter(admin, internId);

  // The intern downloads the credential from the profile's letter card.
  const intern = await signedIn(INTERN.Email, PASSWORD, '/internDashboard');
  await intern.goto('/internDashboard/profile');
  const [download] = await Promise.all([
    intern.waitForEvent('download'),
    intern.getByRole('button', { name: 'Download credential' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`credential-${code}.json`);
  const file = (await download.path())!;
  const text = readFileSync(file, 'utf8');
  const credential = JSON.parse(text) as {
    id: string;
    type: string[];
    credentialSubject: { name?: string };
  };
  expect(credential.type).toEqual(expect.arrayContaining(['VerifiableCredential']));
  expect(JSON.stringify(credential.credentialSubject)).toContain(INTERN.Name);
  // LinkedIn's add-to-profile link names the same credential and the letter's code.
  const linkedIn = intern.getByRole('link', { name: 'Add to LinkedIn' });
  expect(await linkedIn.getAttribute('rel')).toBe('noopener noreferrer');
  const added = new URL((await linkedIn.getAttribute('href'))!);
  expect(added.searchParams.get('certUrl')).toBe(credential.id);
  expect(added.searchParams.get('certId')).toBe(code);

  // Anyone checks the file at /verify: chosen from the disk, it is valid.
  const visitor = await verifyPage();
  await accessible(visitor.page, 'verify-credential');
  await visitor.page.getByLabel('Choose a file').setInputFiles(file);
  await verdict(visitor.page)
    .getByText(/^This credential is genuine/)
    .waitFor();
  await expect(verdict(visitor.page).getByText('Valid', { exact: true }).isVisible()).resolves.toBe(
    true,
  );
  const checks = visitor.page.getByRole('listitem');
  expect(await checks.count()).toBeGreaterThan(2);
  expect(await visitor.page.getByRole('img', { name: 'Check failed' }).count()).toBe(0);
  await visitor.page.getByText(INTERN.Name, { exact: true }).waitFor();
  await accessible(visitor.page, 'verify-credential-valid');
  expect(visitor.messages).toEqual([]);

  // Without JavaScript: the form posts the pasted text, and the server draws the same answer.
  const plain = await formPost(text);
  expect(plain).toMatchObject({ status: 200, robots: 'noindex' });
  expect(plain.text).toContain('Valid');
  expect(plain.text).toContain('This credential is genuine');
  expect(plain.text).toContain(INTERN.Name);

  // The administrator revokes the letter: its credential's status says so at once.
  await revokeLetter(admin, code, 'Issued to the wrong intake.');
  const again = await verifyPage();
  await again.page.getByRole('textbox', { name: 'Paste the credential' }).fill(text);
  await again.page.getByRole('button', { name: 'Check' }).click();
  await verdict(again.page)
    .getByText(/has been revoked\.$/)
    .waitFor();
  await expect(verdict(again.page).getByText('Revoked', { exact: true }).isVisible()).resolves.toBe(
    true,
  );
  expect(await again.page.getByRole('img', { name: 'Check failed' }).count()).toBeGreaterThan(0);
  await accessible(again.page, 'verify-credential-revoked');
  expect(again.messages).toEqual([]);
  const revoked = await formPost(text);
  expect(revoked.status).toBe(200);
  expect(revoked.text).toContain('has been revoked');

  // One changed character in the name: tampered, said in words.
  const forged = text.replace(INTERN.Name, INTERN.Name.replace('W', 'V'));
  await again.page.getByRole('textbox', { name: 'Paste the credential' }).fill(forged);
  await again.page.getByRole('button', { name: 'Check' }).click();
  await verdict(again.page).getByText('Tampered with', { exact: true }).waitFor();
}, 180_000);
