import { ADMIN, logIn } from '../support/app';
import { newPage } from '../support/browser';
import { useRunningApp } from '../support/running-app';

const app = useRunningApp({ RATE_LIMITS: 'off' });

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
