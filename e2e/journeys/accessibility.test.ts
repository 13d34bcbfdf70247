import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  ARTIFACTS,
  horizontalOverflow,
  isSerious,
  runAxe,
  screenshot,
  type AxeSummary,
} from '../support/a11y';
import { applyThroughApi } from '../support/app';
import { newPage, openInApp } from '../support/browser';
import { useRunningApp } from '../support/running-app';
import { hydrated } from '../support/hydration';

const results: Record<string, AxeSummary & { overflow: number }> = {};

const APPLICANT = {
  Name: 'Achieng Wafula',
  Email: 'achieng@e2e.test',
  PhoneNumber: '+254733444555',
  Position: 'Advisory',
};

/** Waits until no MUI transition is running (a dialog fading in would fool the contrast rule). */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')).every(
      (element) => getComputedStyle(element).opacity === '1',
    ),
  );
}

interface Screen {
  name: string;
  path: string;
  ready: (page: Page) => Promise<unknown>;
}

const SCREENS: Screen[] = [
  {
    name: 'landing',
    path: '/',
    ready: (page) =>
      page
        .getByRole('combobox', { name: 'What are you interested in?' })
        .locator('option', { hasText: 'Engineering' })
        .waitFor({ state: 'attached' }),
  },
  {
    name: 'application-status',
    path: '/applicationStatus',
    ready: (page) => page.getByRole('button', { name: 'Check Status' }).waitFor(),
  },
  {
    name: 'application-status-modal',
    path: '/applicationStatus',
    ready: async (page) => {
      await page.getByRole('textbox', { name: 'Email' }).fill(APPLICANT.Email);
      await page.getByRole('button', { name: 'Check Status' }).click();
      await page.getByRole('dialog', { name: 'Your Application Status' }).waitFor();
    },
  },
  {
    name: 'login',
    path: '/login',
    ready: (page) => page.getByRole('link', { name: 'Forgot Password? Reset Now' }).waitFor(),
  },
  {
    name: 'sign-up',
    path: '/signUp',
    ready: (page) => page.getByText('Please use the same email as used while applying').waitFor(),
  },
  {
    name: 'request-reset-password',
    path: '/requestResetPassword',
    ready: (page) => page.getByText('Please use the same email as used while logging in').waitFor(),
  },
  {
    name: 'reset-password',
    path: '/resetPassword/an-e2e-reset-token',
    ready: (page) => page.getByLabel(/^New Password/).waitFor(),
  },
  {
    name: 'reset-password-unusable-link',
    path: '/resetPassword/an-e2e-reset-token',
    ready: async (page) => {
      await page.getByLabel(/^New Password/).fill('Fresh-pass-789');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByRole('alert').filter({ hasText: 'This link cannot be used' }).waitFor();
    },
  },
  {
    name: 'confirm-email',
    path: '/confirmEmail/an-e2e-email-token',
    ready: (page) => page.getByRole('button', { name: 'Confirm My New Email' }).waitFor(),
  },
  {
    name: 'confirm-email-unusable-link',
    path: '/confirmEmail/an-e2e-email-token',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Confirm My New Email' }).click();
      await page.getByText('This link is invalid, used or expired.').waitFor();
    },
  },
  {
    name: 'privacy-notice',
    path: '/privacy',
    ready: (page) => page.getByRole('heading', { name: 'Who keeps your data' }).waitFor(),
  },
  {
    name: 'personal-data-unusable-link',
    path: '/personalData/an-e2e-personal-data-token',
    ready: (page) =>
      page.getByRole('alert').filter({ hasText: 'This link is not valid' }).waitFor(),
  },
  {
    name: 'unauthorized',
    path: '/unauthorized',
    ready: (page) => page.getByText('Sorry, you are unauthorized to access this page').waitFor(),
  },
  {
    name: 'not-found',
    path: '/no/such/page',
    ready: (page) =>
      page.getByText('Oops! Sorry, the page you are looking for cannot be found!').waitFor(),
  },
];

const VIEWPORTS = [
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
  { label: 'phone', viewport: { width: 360, height: 740 } },
] as const;

const app = useRunningApp({ RATE_LIMITS: 'off' });

beforeAll(() => applyThroughApi(app.server.url, APPLICANT));

afterAll(() => {
  // For the lead: every violation found, whatever its impact.
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(path.join(ARTIFACTS, 'axe-results.json'), JSON.stringify(results, null, 2));
});

describe.each(VIEWPORTS)('at $label width', ({ label, viewport }) => {
  // One page per width: the first screen is a full load, the others open through the app's own
  // router, as its links do. The server's CSP refuses inline scripts, axe-core among them:
  // bypassCSP.
  let page: Page;
  beforeAll(async () => {
    const context = await app.browser.newContext({
      baseURL: app.server.url,
      viewport,
      bypassCSP: true,
    });
    page = await context.newPage();
    await page.goto(SCREENS[0].path);
    await hydrated(page);
  });
  afterAll(() => page?.context().close());

  test.each(SCREENS)(
    '$name ($path): no axe violation at any impact, no sideways scroll',
    async (screen) => {
      await openInApp(page, screen.path);
      await screen.ready(page);
      await settled(page);

      const axe = await runAxe(page);
      const overflow = await horizontalOverflow(page);
      results[`${screen.name} @${label}`] = { ...axe, overflow };
      await screenshot(page, `${screen.name}-${label}`);

      expect(axe.violations).toEqual([]);
      expect(overflow).toBe(0);
    },
  );
});

test('the checks can fail: an unlabelled image and a too-wide block are caught', async () => {
  const { page } = await newPage(app.browser, app.server.url, {
    viewport: { width: 360, height: 740 },
    bypassCSP: true,
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In' }).waitFor();
  await hydrated(page);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    const wide = document.createElement('div');
    wide.style.width = '600px';
    wide.style.height = '10px';
    document.querySelector('main')?.append(image, wide);
  });
  const axe = await runAxe(page);
  expect(axe.violations.filter(isSerious).map((violation) => violation.id)).toContain('image-alt');
  expect(await horizontalOverflow(page)).toBeGreaterThan(0);
  await page.context().close();
});
