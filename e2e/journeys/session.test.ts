import type { Page } from 'playwright-core';
import { checkAtBothWidths } from '../support/a11y';
import { ADMIN, api, logIn } from '../support/app';
import { newPage } from '../support/browser';
import { useRunningApp } from '../support/running-app';

const app = useRunningApp({ RATE_LIMITS: 'off' });

const axeResults: Record<string, string[]> = {};
afterAll(() => console.log(`axe violations: ${JSON.stringify(axeResults, null, 1)}`));

/** A browser of its own (a context: its own storage), signed in as the admin through the form. */
async function adminBrowser(options: { bypassCSP?: boolean } = {}) {
  const opened = await newPage(app.browser, app.server.url, { locale: 'en-GB', ...options });
  await opened.page.goto('/login');
  await logIn(opened.page, ADMIN.email, ADMIN.password);
  await opened.page.waitForURL((url) => url.pathname === '/adminDashboard');
  return opened;
}

/** The profile's My sessions table, this browser's row drawn. */
const sessionsTable = (page: Page, name: string) => page.getByRole('table', { name });

test('the admin from ADMIN_EMAIL logs in and lands on /adminDashboard', async () => {
  const { page, consoleErrors } = await newPage(app.browser, app.server.url);
  await page.goto('/login');
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/adminDashboard');
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  const stored = await page.evaluate(() => ({
    token: Boolean(localStorage.getItem('ACCESS_TOKEN')),
    roles: localStorage.getItem('Roles'),
  }));
  expect(stored).toEqual({ token: true, roles: 'ADM' });
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});

test("a wrong password shows the server's message above the form and 'Could not Login'", async () => {
  const { page } = await newPage(app.browser, app.server.url);
  await page.goto('/login');
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/login'));
  await logIn(page, ADMIN.email, 'Wrong-pass-123');
  expect((await refused).status()).toBe(401);

  const message = page.locator('form').getByRole('alert');
  await message.filter({ hasText: 'Invalid email or password' }).waitFor();
  await page.getByRole('alert').filter({ hasText: 'Could not Login' }).waitFor();
  // Above the form's fields, not under one of them.
  const messageBox = await message.boundingBox();
  const emailBox = await page.getByRole('textbox', { name: 'Email' }).boundingBox();
  expect(messageBox!.y + messageBox!.height).toBeLessThanOrEqual(emailBox!.y);
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
  await page.context().close();
});

test('the guard remembers /adminDashboard/positions across a login', async () => {
  const { page } = await newPage(app.browser, app.server.url);
  await page.goto('/adminDashboard/positions');
  await page.waitForURL((url) => url.pathname === '/login');
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/adminDashboard/positions');
  await page.getByRole('button', { name: 'Log In' }).waitFor({ state: 'detached' });
  await page.context().close();
});

test("'Sign out everywhere else' sends the admin's other browser to the login page at once", async () => {
  const here = await adminBrowser({ bypassCSP: true });
  const there = await adminBrowser();
  await there.page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();

  await here.page.goto('/adminDashboard/profile');
  const table = sessionsTable(here.page, 'My sessions');
  await table.getByText('This browser').waitFor();
  // The other browser is listed, with a Sign out of its own.
  expect(
    await table.getByRole('button', { name: /^Sign out (?!everywhere)/ }).count(),
  ).toBeGreaterThan(0);
  await checkAtBothWidths(
    here.page,
    'my-sessions-en',
    () => table.getByText('This browser').waitFor(),
    axeResults,
  );

  await here.page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await here.page
    .getByRole('alert')
    .filter({ hasText: /Signed out of \d+ other session/ })
    .waitFor();
  // Nothing is done in the other browser: its open page hears that its session ended.
  await there.page.waitForURL((url) => url.pathname === '/login');
  expect(await there.page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();

  // This browser stays signed in, alone in the list.
  await here.page.reload();
  await table.getByText('This browser').waitFor();
  expect(await table.getByRole('button', { name: /^Sign out (?!everywhere)/ }).count()).toBe(0);
  expect(
    await here.page.getByRole('button', { name: 'Sign out everywhere else' }).isDisabled(),
  ).toBe(true);
  expect(here.consoleErrors).toEqual([]);
  await here.page.context().close();
  await there.page.context().close();
});

test('My sessions in Swahili passes axe at 1280 and 360 px', async () => {
  const answer = await api<{ token: string; user: { user_id: number; Name: string } }>(
    app.server.url,
    'POST',
    '/login',
    200,
    { json: { email: ADMIN.email, password: ADMIN.password } },
  );
  const { page, consoleErrors } = await newPage(app.browser, app.server.url, {
    bypassCSP: true,
    locale: 'sw-KE',
  });
  await page.addInitScript(
    ([token, name, id]) => {
      localStorage.setItem('ACCESS_TOKEN', token);
      localStorage.setItem('Roles', 'ADM');
      localStorage.setItem('Name', name);
      localStorage.setItem('user_id', id);
    },
    [answer.token, answer.user.Name, String(answer.user.user_id)],
  );
  await page.goto('/adminDashboard/profile');
  const table = sessionsTable(page, 'Vipindi vyangu');
  await table.getByText('Kivinjari hiki').waitFor();
  await page.getByRole('button', { name: 'Toka kwingine kote' }).waitFor();
  await checkAtBothWidths(
    page,
    'my-sessions-sw',
    () => table.getByText('Kivinjari hiki').waitFor(),
    axeResults,
  );
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});
