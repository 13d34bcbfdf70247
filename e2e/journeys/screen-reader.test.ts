import { ADMIN, logIn } from '../support/app';
import { newPage } from '../support/browser';
import { sw } from '../support/catalogue';
import { useRunningApp } from '../support/running-app';

// Issue 88: what a screen reader hears, read from Chromium's accessibility tree (Playwright's
// aria snapshot): names and roles on sign-in, a failed submit's summary tied to its fields, a
// dashboard's navigation, the live region, and the accessibility statement in Swahili.

const app = useRunningApp(() => ({ RATE_LIMITS: 'off' }));

const open = (locale = 'en-GB') =>
  newPage(app.browser, app.server.url, { locale, viewport: { width: 1280, height: 900 } });

test('sign-in: named fields, a passkey, and a failed submit summed up and tied to its fields', async () => {
  const { page } = await open();
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
  const tree = await main.ariaSnapshot();
  expect(tree).toContain('heading "Log In" [level=1]');
  expect(tree).toMatch(/textbox "Email\W*"/);
  expect(tree).toMatch(/textbox "Password\W*"/);
  expect(tree).toContain('button "Sign in with a passkey"');
  expect(await page.getByRole('textbox', { name: 'Email' }).getAttribute('autocomplete')).toBe(
    'username',
  );

  await page.getByRole('button', { name: 'Log In' }).click();
  const summary = page.getByRole('group', { name: 'There is a problem' });
  await summary.waitFor();
  // It takes the focus (after react-hook-form's own move to the first field).
  await summary.evaluate(
    (box) =>
      new Promise((done) => {
        const check = () => (document.activeElement === box ? done(true) : setTimeout(check, 20));
        check();
      }),
  );
  const said = await summary.ariaSnapshot();
  expect(said).toContain('heading "There is a problem" [level=2]');
  expect(said).toMatch(/link "Email: [^"]+"/);
  const email = page.getByRole('textbox', { name: 'Email' });
  expect(await email.getAttribute('aria-invalid')).toBe('true');
  const described = await email.getAttribute('aria-describedby');
  const description = await page.locator(`[id="${described}"]`).textContent();
  expect(said).toContain(`Email: ${description}`);
  // The summary's link takes the focus to its field.
  await summary.getByRole('link', { name: /^Email:/ }).click();
  expect(await email.evaluate((input) => document.activeElement === input)).toBe(true);
  await page.context().close();
});

test("a dashboard's navigation is named, and the live region is in the page", async () => {
  const { page } = await open();
  await page.goto('/login');
  await logIn(page, ADMIN.email, ADMIN.password);
  const navigation = page.getByRole('navigation').first();
  await navigation.waitFor();
  const tree = await navigation.ariaSnapshot();
  expect(tree).toMatch(/navigation "[^"]+"/);
  expect(tree).toMatch(/link "[^"]+"/);
  expect(await page.locator('[aria-live="polite"]').count()).toBeGreaterThan(0);
  // A signed-in page's footer links the accessibility statement too.
  const footer = await page.getByRole('contentinfo').ariaSnapshot();
  expect(footer).toContain('link "Accessibility statement"');
  await page.context().close();
});

test("the accessibility statement, in Swahili, linked from the landing page's footer", async () => {
  const { page } = await open('sw-KE');
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: sw('Accessibility statement') })
    .click();
  const heading = page.getByRole('heading', { level: 1, name: sw('Accessibility statement') });
  await heading.waitFor();
  const tree = await page.getByRole('main').ariaSnapshot();
  expect(tree).toContain(`heading "${sw('Whom to write to')}" [level=2]`);
  expect(tree).toContain('WCAG');
  await page.context().close();
});
