import type { Browser } from 'playwright-core';
import { logIn, passedApplicant } from '../support/app';
import { launchBrowser, newPage } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

const APPLICANT = {
  Name: 'Otieno Odhiambo',
  Email: 'otieno@e2e.test',
  PhoneNumber: '+254722000111',
  Position: 'Technology',
};
const PASSWORD = 'Intern-pass-42';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ RATE_LIMITS: 'off' }), launchBrowser()]);
  await passedApplicant(server.url, APPLICANT);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('an applicant who passed activates on /signUp, logs in to /internDashboard, and is kept out of /adminDashboard', async () => {
  const { page, consoleErrors } = await newPage(browser, server.url);
  await page.goto('/signUp');
  await page.getByText('Please use the same email as used while applying').waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill(APPLICANT.Email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  const activated = page.waitForResponse((response) =>
    response.url().endsWith('/api/Account/Activate'),
  );
  await page.getByRole('button', { name: 'Sign Up' }).click();
  expect((await activated).status()).toBe(201);
  await page.getByText('Sign Up Successfull. You can login now').waitFor();
  await page.waitForURL((url) => url.pathname === '/login');

  await logIn(page, APPLICANT.Email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/internDashboard');
  await page.getByRole('heading', { name: 'My Tasks', exact: true }).waitFor();
  const stored = await page.evaluate(() => ({
    roles: localStorage.getItem('Roles'),
    name: localStorage.getItem('Name'),
  }));
  expect(stored).toEqual({ roles: 'INT', name: APPLICANT.Name });

  // The same real session, now on the admin's dashboard.
  await page.goto('/adminDashboard');
  await page.waitForURL((url) => url.pathname === '/unauthorized');
  await page.getByText('Sorry, you are unauthorized to access this page').waitFor();
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});
