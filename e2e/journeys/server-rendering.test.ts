import type { Browser } from 'playwright-core';
import { applyThroughApi } from '../support/app';
import { sw } from '../support/catalogue';
import { hydrated } from '../support/hydration';
import { useRunningApp } from '../support/running-app';

// Issue 28: the public pages come drawn from the server, hydrate without a warning, and keep
// what a visitor typed or submitted before their code ran.
const app = useRunningApp({ RATE_LIMITS: 'off' });

const PAGES: [path: string, heading: string][] = [
  ['/', 'Internships'],
  ['/login', 'Log In'],
  ['/applicationStatus', 'Check Application Status'],
  ['/signUp', 'Sign Up'],
];

const APPLICANT = {
  Name: 'Wairimu Njoroge',
  Email: 'wairimu@ssr.test',
  PhoneNumber: '+254712345670',
  Position: 'Engineering',
};

/** A page whose scripts wait until `release()`: what a slow phone sees before hydration. */
async function pageBeforeScripts(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: app.server.url });
  const page = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('h1').first().waitFor();
  return { page, context, release };
}

test.each(PAGES)('%s shows its heading with JavaScript disabled', async (path, heading) => {
  const context = await app.browser.newContext({
    baseURL: app.server.url,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(path);
  expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
  await context.close();
});

test.each(PAGES)('%s hydrates without a console warning', async (path, heading) => {
  const context = await app.browser.newContext({ baseURL: app.server.url });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type())) messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('heading', { level: 1, name: heading }).count()).toBe(1);
  expect(messages).toEqual([]);
  await context.close();
});

test('a status check typed and submitted before hydration is kept, shown waiting, and sent', async () => {
  await applyThroughApi(app.server.url, APPLICANT);
  const { page, context, release } = await pageBeforeScripts(app.browser, '/applicationStatus');
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill(APPLICANT.Email);
  await page.getByRole('button', { name: 'Check Status' }).click();
  await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
  release();
  await page.getByRole('dialog', { name: 'Your Application Status' }).waitFor();
  // Behind the dialog, so out of the accessibility tree: found by its place.
  expect(await page.locator('form input').first().inputValue()).toBe(APPLICANT.Email);
  expect(await page.getByRole('status').filter({ hasText: 'Loading...' }).count()).toBe(0);
  await context.close();
});

test("a login submitted before hydration gets the server's answer, its entries kept", async () => {
  const { page, context, release } = await pageBeforeScripts(app.browser, '/login');
  await page.getByRole('textbox', { name: 'Email' }).fill('nobody@ssr.test');
  await page.getByLabel('Password').first().fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Log In' }).click();
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/login'));
  release();
  expect((await answered).status()).toBe(401);
  expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('nobody@ssr.test');
  expect(await page.getByLabel('Password').first().inputValue()).toBe('Wrong-password-1');
  await context.close();
});

test('an application submitted before hydration is checked once hydrated, its name kept', async () => {
  const { page, context, release } = await pageBeforeScripts(app.browser, '/');
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('Achieng Odhiambo');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
  release();
  // The position is picked from a menu, which needs the page's code: the form says so.
  await page.getByText('Select a position', { exact: true }).waitFor();
  expect(await name.inputValue()).toBe('Achieng Odhiambo');
  await context.close();
});

test('a sign-up submitted before hydration sends what was typed', async () => {
  const { page, context, release } = await pageBeforeScripts(app.browser, '/signUp');
  await page.getByRole('textbox', { name: 'Email' }).fill('achieng@ssr.test');
  await page.getByLabel('Password').first().fill('Kenya-intern-2026!');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/Account/Activate'));
  release();
  expect((await sent).postDataJSON()).toMatchObject({
    email: 'achieng@ssr.test',
    password: 'Kenya-intern-2026!',
  });
  expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('achieng@ssr.test');
  await context.close();
});

// Issue 84: the server draws /login from its path alone, once for every visitor; a single
// sign-on refusal (the provider's way back) hydrated into another page and threw React's #418.
test('/login?sso_error=failed hydrates without an error, then says the refusal', async () => {
  const context = await app.browser.newContext({ baseURL: app.server.url, locale: 'en-GB' });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type())) messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  await page.goto('/login?sso_error=failed');
  await hydrated(page);
  await page
    .getByRole('alert')
    .filter({ hasText: 'Single sign-on could not be completed. Try again, or sign in' })
    .waitFor();
  await page.waitForLoadState('networkidle');
  expect(messages).toEqual([]);
  await context.close();
});

// Issue 84: a screen reader reads the page in the language its <html lang> names; a Swahili
// page said "en" for a moment while its scripts started.
test.each([
  ['/', sw('Internships')],
  ['/login', sw('Log In')],
])(
  '%s keeps <html lang="sw"> from the first byte in a Swahili browser\'s first visit',
  async (path, heading) => {
    const context = await app.browser.newContext({ baseURL: app.server.url, locale: 'sw-KE' });
    const page = await context.newPage();
    // Every value the attribute holds, even for a moment: each change's old value, and the last.
    await page.addInitScript(() => {
      const held: (string | null)[] = [];
      const seen = window as unknown as { langsHeld: () => (string | null)[] };
      seen.langsHeld = () => [...held, document.documentElement?.getAttribute('lang') ?? null];
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'attributes') held.push(record.oldValue);
        }
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['lang'],
        attributeOldValue: true,
      });
    });
    await page.goto(path);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
    const held = await page.evaluate(() =>
      (window as unknown as { langsHeld: () => (string | null)[] }).langsHeld(),
    );
    expect(held.at(-1)).toBe('sw');
    expect(held.filter((lang) => lang !== 'sw')).toEqual([]);
    await context.close();
  },
);
