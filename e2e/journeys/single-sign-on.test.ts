import { startTestProvider, type TestProvider } from '../../server/test/helpers/oidc-provider';
import { checkAtBothWidths } from '../support/a11y';
import type { Page } from 'playwright-core';
import { ADMIN, api, loginToken, logIn } from '../support/app';
import { newPage } from '../support/browser';
import { useRunningApp } from '../support/running-app';
import { freePort } from '../support/server';

// The app must know the provider's issuer when it starts, and the provider the app's address
// (its redirect URI): the provider's port is chosen first, and it starts once the app runs (the
// app discovers it at the first sign-in).
let providerPort = 0;
let provider: TestProvider | undefined;
beforeAll(async () => {
  providerPort = await freePort();
});
const app = useRunningApp(() => ({
  RATE_LIMITS: 'off',
  SSO_PROVIDERS: 'test',
  SSO_TEST_ISSUER: `http://127.0.0.1:${providerPort}`,
  SSO_TEST_CLIENT_ID: 'test',
  SSO_TEST_CLIENT_SECRET: 'secret of test',
  SSO_TEST_LABEL: 'Firm account',
}));
beforeAll(async () => {
  provider = await startTestProvider(['test'], { appUrl: app.server.url, port: providerPort });
});
afterAll(() => provider?.stop());

const axeResults: Record<string, string[]> = {};
afterAll(() => console.log(`axe violations: ${JSON.stringify(axeResults, null, 1)}`));

test('an administrator signs in through the identity provider and lands on /adminDashboard', async () => {
  const { page, consoleErrors } = await newPage(app.browser, app.server.url, { locale: 'en-GB' });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Firm account' }).click();
  // The provider's own sign-in page.
  await page.waitForURL((url) => url.port === String(providerPort));
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/adminDashboard');
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  const stored = await page.evaluate(() => ({
    token: Boolean(localStorage.getItem('ACCESS_TOKEN')),
    roles: localStorage.getItem('Roles'),
  }));
  expect(stored).toEqual({ token: true, roles: 'ADM' });
  // The code it came back with is used up and was never kept in the address bar's history.
  expect(page.url()).not.toContain('sso=');
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});

test('an e-mail of no account comes back to the login page with the refusal', async () => {
  const { page, consoleErrors } = await newPage(app.browser, app.server.url, { locale: 'en-GB' });
  // Issue 84: the refusal's page hydrated into another one and threw React's #418.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Firm account' }).click();
  await page.getByLabel('E-mail').fill('nobody@e2e.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page
    .getByRole('alert')
    .filter({ hasText: 'No active account here has the e-mail your identity provider gave.' })
    .waitFor();
  expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
  await page.waitForLoadState('networkidle');
  expect([...consoleErrors, ...pageErrors]).toEqual([]);
  await page.context().close();
});

test.each([
  ['en-GB', 'Sign in with Firm account', 'No active account here'],
  ['sw-KE', 'Ingia kwa Firm account', 'Hakuna akaunti hai hapa'],
])(
  'the login page with the provider button and a refusal passes axe at 1280 and 360 px (%s)',
  async (locale, button, refusal) => {
    const { page, consoleErrors } = await newPage(app.browser, app.server.url, {
      bypassCSP: true,
      locale,
    });
    await page.goto('/login?sso_error=unknown');
    const ready = async () => {
      await page.getByRole('link', { name: button }).waitFor();
      await page.getByRole('alert').filter({ hasText: refusal }).waitFor();
    };
    await checkAtBothWidths(page, `sso-login-${locale}`, ready, axeResults);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  },
);

// Issue 84: every sign-in path with each setting of the sign-in policy on.

/** Through the provider's own page, as the administrator; resolves on the dashboard. */
async function throughProvider(page: Page) {
  await page.getByRole('link', { name: 'Sign in with Firm account' }).click();
  await page.waitForURL((url) => url.port === String(providerPort));
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/adminDashboard');
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
}

async function loginPage() {
  const opened = await newPage(app.browser, app.server.url, { locale: 'en-GB' });
  const pageErrors: string[] = [];
  opened.page.on('pageerror', (error) => pageErrors.push(error.message));
  await opened.page.goto('/login');
  return { ...opened, errors: () => [...opened.consoleErrors, ...pageErrors] };
}

const setPolicy = (token: string, twoFactor: boolean, sso: boolean) =>
  api(app.server.url, 'PUT', '/Admin/SignInPolicy', 200, {
    token,
    json: { StaffTwoFactorRequired: twoFactor, StaffSsoRequired: sso },
  });

test('with "two-factor required" on, the password asks the set-up; single sign-on signs in with no second step', async () => {
  const token = await loginToken(app.server.url, ADMIN.email, ADMIN.password);
  await setPolicy(token, true, false);
  // The password session is held back once two-factor is required: the provider's turns it off.
  let ssoToken: string | null = null;
  try {
    const password = await loginPage();
    await logIn(password.page, ADMIN.email, ADMIN.password);
    await password.page
      .getByText('Your organisation asks for two-factor authentication. Set it up to sign in.')
      .waitFor();
    await password.page.getByText(/^Key: /).waitFor();
    await password.page.getByRole('button', { name: 'Make a passkey' }).waitFor();
    expect(await password.page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
    expect(password.errors()).toEqual([]);
    await password.page.context().close();

    const sso = await loginPage();
    await throughProvider(sso.page);
    ssoToken = await sso.page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'));
    expect(sso.errors()).toEqual([]);
    await sso.page.context().close();
  } finally {
    await setPolicy(ssoToken ?? token, false, false);
  }
});

test('with "single sign-on required" on, a password no longer signs the administrator in; the provider does', async () => {
  // Only a session opened through the provider may require it.
  const first = await loginPage();
  await throughProvider(first.page);
  const ssoToken = (await first.page.evaluate(() => localStorage.getItem('ACCESS_TOKEN')))!;
  await first.page.context().close();
  await setPolicy(ssoToken, false, true);
  try {
    const { page, errors } = await loginPage();
    await logIn(page, ADMIN.email, ADMIN.password);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Administrators and supervisors sign in with single sign-on' })
      .first()
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
    await throughProvider(page);
    // The refused password's toast and answer are no error of the page.
    expect(errors().filter((text) => !text.includes('status of 403'))).toEqual([]);
    await page.context().close();
  } finally {
    await setPolicy(ssoToken, false, false);
  }
});
