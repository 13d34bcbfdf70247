import { readFileSync } from 'node:fs';
import { pdfText } from '../../server/test/helpers/pdf-text';
import { horizontalOverflow, runAxe, screenshot } from '../support/a11y';
import { ADMIN, logIn, today } from '../support/app';
import { newPage } from '../support/browser';
import { hydrated } from '../support/hydration';
import { sees } from '../support/journey-steps';
import { internReadyForLetter, issueLetter, revokeLetter } from '../support/letters';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

// Issue 49, the last step, for an intern of an intake (final-evaluation.test.ts has one
// without): an intern whose final evaluation is submitted gets a completion
// letter from the administrator, downloads it from their profile, and anyone with its code can
// check it at /verify/<code>: genuine, then revoked; an unknown code is no letter.

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));
afterAll(() => smtp.stop());

const INTERN = {
  Name: 'Njeri Wambui',
  Email: 'njeri@e2e.test',
  PhoneNumber: '+254722000777',
  Position: 'Engineering',
};
const PASSWORD = 'Intern-pass-77';
let internId = 0;

/** 26 November 2026: how the letter writes a date. */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

async function signedIn(email: string, password: string, landing: string) {
  const opened = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  await opened.page.goto('/login');
  await logIn(opened.page, email, password);
  await opened.page.waitForURL((url) => url.pathname === landing);
  return opened.page;
}

/** /verify/{code} as a reader without JavaScript gets it: the status and the drawn markup. */
async function plainVerify(code: string) {
  const response = await fetch(`${app.server.url}/verify/${code}`);
  const html = await response.text();
  const root = /<div id="root" data-server-rendered>([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
  const text = root.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
  return { status: response.status, robots: response.headers.get('x-robots-tag'), text, html };
}

async function visitorSees(code: string, text: string | RegExp, shot?: string) {
  // The shot's state is also checked at a phone's width: no axe finding at any impact, no sideways scroll.
  for (const width of shot ? [1280, 360] : [1280]) {
    const { page } = await newPage(app.browser, app.server.url, {
      viewport: { width, height: 900 },
      bypassCSP: true,
    });
    // Hydrated from the answer the server drew: no warning, and the API is not asked again.
    const messages: string[] = [];
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type())) messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/verify/')) asked.push(request.url());
    });
    const answer = await page.goto(`/verify/${code}`);
    await hydrated(page);
    await (typeof text === 'string' ? sees(page, text) : page.getByText(text).waitFor());
    // The browser logs the page's own 404 (an unknown code) as a failed resource.
    const pageNotFound = `Failed to load resource: the server responded with a status of 404 (Not Found)`;
    const warnings =
      answer?.status() === 404 ? messages.filter((m) => m !== pageNotFound) : messages;
    expect({ warnings, asked }).toEqual({ warnings: [], asked: [] });
    if (shot) {
      const { violations } = await runAxe(page);
      expect({ width, violations }).toEqual({ width, violations: [] });
      expect(await horizontalOverflow(page)).toBe(0);
      if (width === 1280) await screenshot(page, shot);
    }
    await page.context().close();
  }
}

/**
 * An intake open for applications until today, whose internship is today: a letter is issued on
 * or after the intake's last day.
 */
const INTAKE = { Name: 'December 2026 intake', InternshipStart: today(), InternshipEnd: today() };

beforeAll(async () => {
  internId = await internReadyForLetter(app.server.url, smtp, INTERN, PASSWORD, INTAKE, {
    Name: 'Letter Supervisor',
    Email: 'letter.supervisor@e2e.test',
    Password: 'Supervisor-pass-77',
  });
}, 60_000);

test('the administrator issues the letter, the intern downloads it, anyone verifies it', async () => {
  const admin = await signedIn(ADMIN.email, ADMIN.password, '/adminDashboard');
  const code = await issueLetter(admin, internId);
  await smtp.waitFor(() =>
    smtp.to(INTERN.Email).some((mail) => mail.subject === 'Your internship completion letter'),
  );

  const intern = await signedIn(INTERN.Email, PASSWORD, '/internDashboard');
  await intern.getByText(/· last day$/).waitFor();
  await intern.goto('/internDashboard/profile');
  const [download] = await Promise.all([
    intern.waitForEvent('download'),
    intern.getByRole('button', { name: 'Download Letter' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('completion-letter.pdf');
  const text = await pdfText(readFileSync((await download.path())!));
  expect(text).toContain(INTERN.Name);
  expect(text).toContain(INTAKE.Name);
  expect(text).toContain(
    `from ${longDate(INTAKE.InternshipStart)} to ${longDate(INTAKE.InternshipEnd)}`,
  );
  expect(text).toContain(`Verification code: ${code}`);

  const genuine = await plainVerify(code);
  expect(genuine).toMatchObject({ status: 200, robots: 'noindex' });
  expect(genuine.html).toContain('<meta name="robots" content="noindex">');
  expect(genuine.text).toContain('This letter is genuine');
  expect(genuine.text).toContain(INTERN.Name);
  expect(genuine.text).toContain(INTAKE.Name);
  await visitorSees(code, 'This letter is genuine', 'verify-letter');
  await visitorSees(code, INTERN.Name);
  await visitorSees(code, INTAKE.Name);

  await revokeLetter(admin, code, 'The position was wrong.');
  const revoked = await plainVerify(code);
  expect(revoked.status).toBe(200);
  expect(revoked.text).toMatch(/This letter was revoked on \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await visitorSees(code, /^This letter was revoked on \d/);
  const unknown = await plainVerify('0000-0000-0000-0000-0000-0000-0000');
  expect(unknown).toMatchObject({ status: 404, robots: 'noindex' });
  expect(unknown.text).toContain('No such letter');
  await visitorSees('0000-0000-0000-0000-0000-0000-0000', 'No such letter', 'verify-unknown');
}, 120_000);
