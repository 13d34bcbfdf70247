import type { BrowserContextOptions, Page } from 'playwright-core';
import { ADMIN, api, logIn, pdf } from '../support/app';
import { runAxe, screenshot } from '../support/a11y';
import { newPage } from '../support/browser';
import { hydrated } from '../support/hydration';
import { sw } from '../support/catalogue';
import { activatedIntern, invitedSupervisor } from '../support/people';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

// Issue 57: English and Swahili, chosen by each user; a dark theme that follows the system.

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));
afterAll(() => smtp.stop());

const SUPERVISOR = { Name: 'Halima Said', Email: 'halima@e2e.test', Password: 'Super-pass-57' };
const INTERN = {
  Name: 'Baraka Mwangi',
  Email: 'baraka@e2e.test',
  PhoneNumber: '+254722000571',
  Position: 'Engineering',
};
const INTERN_PASSWORD = 'Intern-pass-57';

beforeAll(async () => {
  await invitedSupervisor(app.server.url, smtp, SUPERVISOR);
  await activatedIntern(app.server.url, INTERN, INTERN_PASSWORD, smtp);
}, 60_000);

const open = (options: BrowserContextOptions) =>
  newPage(app.browser, app.server.url, {
    bypassCSP: true,
    viewport: { width: 1280, height: 900 },
    ...options,
  });

const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const scheme = (page: Page) =>
  page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const axeFindings: Record<string, string[]> = {};
afterAll(() => console.log(`axe violations: ${JSON.stringify(axeFindings, null, 1)}`));

/** axe's WCAG 2.2 AA rules (and best practice) on the screen as it is: no violation at any impact. */
async function checkScreen(page: Page, name: string) {
  // A drawn page changes its styles as it hydrates: axe sees the page a user is left with.
  await hydrated(page);
  // MUI's transitions (a menu fading out) would show half-transparent text to axe.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  const { violations } = await runAxe(page);
  axeFindings[name] = violations.map((violation) => `${violation.impact} ${violation.id}`);
  expect(violations.map((violation) => [violation.id, violation.nodes])).toEqual([]);
}

test('a visitor whose browser asks for Swahili applies in Swahili and gets the e-mail in it', async () => {
  // The server draws the page in Swahili: nothing shows in English first.
  const drawn = await fetch(`${app.server.url}/`, { headers: { 'Accept-Language': 'sw-KE,sw' } });
  const html = await drawn.text();
  expect(html).toContain('<html lang="sw"');
  expect(html).toContain(sw('Internships'));
  expect(drawn.headers.get('vary')).toMatch(/Accept-Language/);

  const { page, consoleErrors } = await open({ locale: 'sw-KE' });
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: sw('Internships') }).waitFor();
  expect(await htmlLang(page)).toBe('sw');
  await checkScreen(page, 'landing sw light');

  await page.getByRole('textbox', { name: sw('Name') }).fill('Amina Otieno');
  await page.getByRole('textbox', { name: sw('Email') }).fill('amina@e2e.test');
  const phone = page.getByRole('textbox', { name: sw('Phone') });
  await phone.focus();
  await phone.press('End');
  await phone.pressSequentially('712345679');
  const position = page.getByRole('combobox', { name: sw('What are you interested in?') });
  await position.locator('option', { hasText: 'Engineering' }).waitFor({ state: 'attached' });
  await position.selectOption({ label: 'Engineering' });
  await page.getByLabel(startingWith(sw('CV'))).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdf('Curriculum vitae of Amina Otieno'),
  });
  await page.getByLabel(startingWith(sw('University Letter'))).setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: pdf('University letter'),
  });
  const mail = smtp.next('amina@e2e.test', async () => {
    await page.getByRole('button', { name: sw('Submit Application') }).click();
    await page.getByText(sw('You will receive an email regarding your application')).waitFor();
  });
  const received = await mail;
  expect(received.subject).toBe(sw('We received your application'));
  expect(received.text).toContain(sw('Hello {name},', { name: 'Amina Otieno' }));
  expect(received.text).toContain(
    sw(
      'Thank you for applying for an internship in {position}. We will e-mail you when your application has been reviewed.',
      { position: 'Engineering' },
    ),
  );
  expect(received.text).not.toMatch(/Hello |Thank you/);
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});

// Issue 67: a first visit of / in Swahili downloads /'s texts only; every other public page's
// come with it (public-portal/src/catalogue.ts, withPageTexts), before it draws.
test("a Swahili visitor's other public pages are in Swahili from the first, opened or followed", async () => {
  const { page, consoleErrors } = await open({ locale: 'sw-KE' });
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: sw('Internships') }).waitFor();
  await page.getByRole('link', { name: sw('Privacy notice') }).click();
  await page.getByRole('heading', { name: sw('How long we keep it') }).waitFor();
  for (const english of ['How long we keep it', 'Who keeps your data', 'What we keep']) {
    await expect(page.getByText(english, { exact: true }).count()).resolves.toBe(0);
  }
  // Drawn by the server and hydrated: the page's texts are there before its first paint.
  const drawn = await (
    await fetch(`${app.server.url}/applicationStatus`, { headers: { 'Accept-Language': 'sw' } })
  ).text();
  expect(drawn).toContain(sw('Check Application Status'));
  await page.goto('/applicationStatus');
  await page.getByRole('button', { name: sw('Check Status') }).click();
  await page.getByText(sw('The email is required')).first().waitFor();
  await expect(page.getByText('Check Status', { exact: true }).count()).resolves.toBe(0);
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});

test('a signed-in user switches to Swahili; it survives a reload and a new login', async () => {
  const first = await open({ locale: 'en-GB' });
  await first.page.goto('/login');
  await logIn(first.page, ADMIN.email, ADMIN.password);
  await first.page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  const saved = first.page.waitForResponse((response) =>
    response.url().endsWith('/api/Account/Language'),
  );
  await first.page.getByRole('button', { name: 'Kiswahili' }).click();
  expect((await saved).status()).toBe(204);
  await first.page.getByRole('heading', { name: sw('Dashboard'), exact: true }).waitFor();
  expect(await htmlLang(first.page)).toBe('sw');
  await checkScreen(first.page, 'admin dashboard sw light');
  await screenshot(first.page, 'sw-admin-dashboard');

  await first.page.reload();
  await first.page.getByRole('heading', { name: sw('Dashboard'), exact: true }).waitFor();
  await first.page.context().close();

  // Another browser, in English, with no cookie: the account's language comes with the login.
  const second = await open({ locale: 'en-GB' });
  await second.page.goto('/login');
  await logIn(second.page, ADMIN.email, ADMIN.password);
  await second.page.getByRole('heading', { name: sw('Dashboard'), exact: true }).waitFor();
  await second.page.getByRole('button', { name: 'English' }).click();
  await second.page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  expect([...first.consoleErrors, ...second.consoleErrors]).toEqual([]);
  await second.page.context().close();
});

test('the dark theme follows the system until the user menu picks one, without a flash', async () => {
  const { page, consoleErrors } = await open({ locale: 'en-GB', colorScheme: 'dark' });
  // Before any of the page's code runs, its first script has set the dark scheme.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/login');
  expect(await scheme(page)).toBe('dark');
  // The scripts refused above said so, once the page had tried them all: it starts them after
  // its first paint (server/src/domain/server-rendering/startup-script.ts).
  await page.waitForFunction(() => '__startupLoaded' in window);
  await page.unroute('**/*.js');
  consoleErrors.length = 0;

  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In' }).waitFor();
  expect(await background(page)).toBe('rgb(18, 18, 18)');
  await checkScreen(page, 'login en dark');
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  expect(await scheme(page)).toBe('dark');
  await checkScreen(page, 'admin dashboard en dark');
  await screenshot(page, 'dark-admin-dashboard');
  // A form in the dark.
  await page.goto('/adminDashboard/supervisors/add');
  await page.getByRole('heading', { level: 1, name: 'Add New Supervisor' }).waitFor();
  await checkScreen(page, 'admin form en dark');

  await page.getByRole('button', { name: 'Administrator' }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  expect(await scheme(page)).toBe('light');
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Add New Supervisor' }).waitFor();
  expect(await scheme(page)).toBe('light');
  expect(await background(page)).toBe('rgb(255, 255, 255)');
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});

type Session = { token: string; user: { user_id: number; Name: string }; Role: string[] };
const session = (email: string, password: string) =>
  api<Session>(app.server.url, 'POST', '/login', 200, { json: { email, password } });

test("each role's screen, the landing page and login pass axe in both languages and themes", async () => {
  const sessions = {
    INT: await session(INTERN.Email, INTERN_PASSWORD),
    SUP: await session(SUPERVISOR.Email, SUPERVISOR.Password),
    ADM: await session(ADMIN.email, ADMIN.password),
  };
  const screens = [
    { name: 'landing', path: '/', role: null },
    { name: 'login', path: '/login', role: null },
    { name: 'intern', path: '/internDashboard', role: 'INT' },
    { name: 'supervisor', path: '/supervisorDashboard', role: 'SUP' },
    { name: 'admin', path: '/adminDashboard/interns', role: 'ADM' },
  ] as const;
  for (const language of ['en', 'sw'] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, consoleErrors } = await open({
        locale: language === 'sw' ? 'sw-KE' : 'en-GB',
        colorScheme,
      });
      for (const screen of screens) {
        if (screen.role) {
          // Signed in as the login stores a session (the page of the screen before is this app's).
          const { token, user, Role } = sessions[screen.role];
          await page.evaluate(
            ([token, role, name, id]) => {
              localStorage.setItem('ACCESS_TOKEN', token);
              localStorage.setItem('Roles', role);
              localStorage.setItem('Name', name);
              localStorage.setItem('user_id', id);
            },
            [token, Role[0], user.Name, String(user.user_id)],
          );
        }
        await page.goto(screen.path);
        await page.locator('h1').first().waitFor();
        await page
          .getByText(language === 'sw' ? sw('Loading...') : 'Loading...')
          .first()
          .waitFor({ state: 'detached' });
        // A drawn page is checked once hydrated: while it hydrates its <html lang> says English
        // for a moment (the catalogues register in English first), and axe met a label mid-way.
        await hydrated(page);
        expect(await htmlLang(page)).toBe(language);
        expect(await scheme(page)).toBe(colorScheme);
        await checkScreen(page, `${screen.name} ${language} ${colorScheme}`);
        if (screen.role && (language === 'sw') !== (colorScheme === 'dark')) {
          await screenshot(page, `${language}-${colorScheme}-${screen.name}`);
        }
      }
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    }
  }
});
