import type { Browser, Page } from 'playwright-core';
import { runAxe, screenshot } from '../support/a11y';
import { logIn } from '../support/app';
import { launchBrowser, newPage, openInApp } from '../support/browser';
import { DEMO_LOGINS, DEMO_PASSWORD, waitForScreen, type DemoRole } from '../support/demo-tour';
import { startServer, type RunningServer } from '../support/server';

// Issue 67: the dark theme passes axe where the light one does (the task screens' and the
// logbook's status chips, the user menu), the dashboard's charts are legible in it, and the
// theme is the account's: chosen on one browser, shown by a login on another before it paints.

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ RATE_LIMITS: 'off' }, ['--demo']),
    launchBrowser(),
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const scheme = (page: Page) =>
  page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));

/** A demo role signed in through the login screen, in a browser whose system asks for `colorScheme`. */
async function signedIn(role: DemoRole, width: number, colorScheme: 'light' | 'dark') {
  const opened = await newPage(browser, server.url, {
    viewport: { width, height: 800 },
    bypassCSP: true,
    colorScheme,
  });
  await opened.page.goto('/login');
  await logIn(opened.page, DEMO_LOGINS[role], DEMO_PASSWORD);
  await opened.page.waitForURL((address) => address.pathname.endsWith('Dashboard'));
  return opened;
}

/** The top bar's user menu, named by the demo user's name. */
const NAMES: Record<DemoRole, string> = {
  admin: 'Demo Administrator',
  supervisor: 'Wanjiru Supervisor',
  intern: 'Kevin Intern',
};
const userMenu = (page: Page, role: DemoRole) =>
  page.getByRole('button', { name: NAMES[role], exact: true });

/** No MUI transition running: a menu fading in would show half-transparent text to axe. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );

async function axeViolations(page: Page) {
  await settled(page);
  const { violations } = await runAxe(page);
  return violations.map((violation) => [violation.id, violation.nodes]);
}

const SCREENS: { role: DemoRole; name: string; path: string; heading: string | RegExp }[] = [
  {
    role: 'supervisor',
    name: 'assigned-tasks',
    path: '/supervisorDashboard/assignedTasks',
    heading: 'Interns',
  },
  { role: 'intern', name: 'my-tasks', path: '/internDashboard', heading: 'My Tasks' },
  { role: 'intern', name: 'logbook', path: '/internDashboard/logbook', heading: 'Logbook' },
];

describe.each([1280, 360])('in the dark theme at %i px', (width) => {
  it.each(['supervisor', 'intern'] as DemoRole[])(
    "the %s's task and logbook screens and the user menu have no axe violation at any impact",
    async (role) => {
      const { page } = await signedIn(role, width, 'dark');
      try {
        for (const screen of SCREENS.filter((one) => one.role === role)) {
          await openInApp(page, screen.path);
          await waitForScreen(page, screen.heading);
          expect(await scheme(page)).toBe('dark');
          // The demo's rows hold every status, the blue ones among them.
          expect(await page.locator('main [data-tone="blue"]').count()).toBeGreaterThan(0);
          await screenshot(page, `dark-${screen.name}-${width}`);
          expect({ screen: screen.name, violations: await axeViolations(page) }).toEqual({
            screen: screen.name,
            violations: [],
          });
        }
        // The user menu, open: only menu items and separators in it.
        await userMenu(page, role).click();
        await page.getByRole('menuitemradio', { name: 'Dark' }).waitFor();
        expect({ screen: 'user menu', violations: await axeViolations(page) }).toEqual({
          screen: 'user menu',
          violations: [],
        });
        await page.keyboard.press('Escape');
      } finally {
        await page.context().close();
      }
    },
    180_000,
  );
});

it("the dashboard's chart labels read at 4.5:1 or more in the dark theme", async () => {
  const { page } = await signedIn('admin', 1280, 'dark');
  try {
    await waitForScreen(page, 'Dashboard');
    await page.locator('svg[data-chart] text').first().waitFor();
    expect(await scheme(page)).toBe('dark');
    const contrasts = await page.evaluate(() => {
      const rgba = (color: string) => {
        const [r, g, b, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
        return { r, g, b, a };
      };
      const background = (element: Element | null): ReturnType<typeof rgba> => {
        for (let at = element; at; at = at.parentElement) {
          const color = rgba(getComputedStyle(at).backgroundColor);
          if (color.a > 0) return color;
        }
        return { r: 255, g: 255, b: 255, a: 1 };
      };
      const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
        const [R, G, B] = [r, g, b].map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * R + 0.7152 * G + 0.0722 * B;
      };
      return [...document.querySelectorAll('svg[data-chart] text')].map((text) => {
        const fill = rgba(getComputedStyle(text).fill);
        const under = background(text);
        // A half-transparent fill is seen over what lies under it.
        const seen = {
          r: fill.r * fill.a + under.r * (1 - fill.a),
          g: fill.g * fill.a + under.g * (1 - fill.a),
          b: fill.b * fill.a + under.b * (1 - fill.a),
        };
        const [light, dark] = [luminance(seen), luminance(under)].sort((x, y) => y - x);
        return {
          text: text.textContent,
          ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 10) / 10,
        };
      });
    });
    expect(contrasts.length).toBeGreaterThan(0);
    expect(contrasts.filter((label) => label.ratio < 4.5)).toEqual([]);
  } finally {
    await page.context().close();
  }
}, 120_000);

it("the theme chosen on one browser is the account's on another, there before the first paint", async () => {
  const first = await signedIn('intern', 1280, 'light');
  await waitForScreen(first.page, 'My Tasks');
  expect(await scheme(first.page)).toBe('light');
  const saved = first.page.waitForResponse((response) =>
    response.url().endsWith('/api/Account/Theme'),
  );
  await userMenu(first.page, 'intern').click();
  await first.page.getByRole('menuitemradio', { name: 'Dark' }).click();
  expect((await saved).status()).toBe(204);
  expect(await scheme(first.page)).toBe('dark');
  await first.page.context().close();

  // Another browser, its system light, that never chose: the login brings the account's theme.
  const second = await signedIn('intern', 1280, 'light');
  await waitForScreen(second.page, 'My Tasks');
  expect(await scheme(second.page)).toBe('dark');
  // Its next page is dark before any of its code runs: the server drew it so.
  await second.page.route('**/*.js', (route) => route.abort());
  await second.page.goto('/internDashboard');
  expect(await scheme(second.page)).toBe('dark');
  expect(
    await second.page.evaluate(() => document.documentElement.getAttribute('data-theme')),
  ).toBe('dark');
  await second.page.unroute('**/*.js');
  second.consoleErrors.length = 0;

  // And back to light there, for the next login anywhere.
  await second.page.goto('/internDashboard');
  await waitForScreen(second.page, 'My Tasks');
  const back = second.page.waitForResponse((response) =>
    response.url().endsWith('/api/Account/Theme'),
  );
  await userMenu(second.page, 'intern').click();
  await second.page.getByRole('menuitemradio', { name: 'Light' }).click();
  expect((await back).status()).toBe(204);
  expect(await scheme(second.page)).toBe('light');
  expect(second.consoleErrors).toEqual([]);
  await second.page.context().close();

  const third = await signedIn('intern', 1280, 'dark');
  await waitForScreen(third.page, 'My Tasks');
  expect(await scheme(third.page)).toBe('light');
  await third.page.context().close();
}, 180_000);
