import { startTestProvider, type TestProvider } from '../../server/test/helpers/oidc-provider';
import { checkAtBothWidths } from '../support/a11y';
import { ADMIN } from '../support/app';
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
  const { page } = await newPage(app.browser, app.server.url, { locale: 'en-GB' });
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
