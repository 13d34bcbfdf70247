// Takes the screenshots of docs/product.md from the demo data: `npm run build`, then
// `npm run screenshots -w e2e`. Writes docs/screenshots/<screen>.png (desktop) and
// <screen>-phone.png for each role's first screen and the landing page; the public pages as a
// visitor sees them (the demo letter's verification too), and one empty state (a search that
// finds no intern); the admin's letter and intakes screens on a phone and the intake dialog;
// the logbook's screens (issue 55) from Kevin's weeks, which the demo has in every state.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { TOUR, demoLogin, visit, waitForScreen, type DemoRole } from '../support/demo-tour';
import { startServer } from '../support/server';

const OUT = path.resolve(__dirname, '..', '..', 'docs', 'screenshots');

/** The pages a visitor sees, each with the heading it shows once drawn. */
const PUBLIC_PAGES = [
  { name: 'public-landing', path: '/', ready: 'Submit Application' },
  { name: 'public-status', path: '/applicationStatus', ready: 'Check Application Status' },
  { name: 'public-login', path: '/login', ready: 'Log In' },
];

async function publicPages(browser: Browser, url: string) {
  for (const width of [1280, 390]) {
    const { page } = await newPage(browser, url, {
      viewport: { width, height: width < 600 ? 780 : 860 },
      bypassCSP: true,
    });
    const pages = width === 1280 ? PUBLIC_PAGES : PUBLIC_PAGES.slice(0, 1);
    for (const stop of pages) {
      await page.goto(stop.path);
      await page
        .getByRole(stop.name === 'public-landing' ? 'button' : 'heading', { name: stop.ready })
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, `${stop.name}${width === 1280 ? '' : '-phone'}`);
    }
    await page.context().close();
  }
}

/** The demo letter's verification page, at the address the demo logged. */
async function verifyPage(browser: Browser, url: string, output: string) {
  const address = /demo completion letter: \S+(\/verify\/[\w-]+)/.exec(output)?.[1];
  if (!address) throw new Error('the demo logged no completion letter');
  const { page } = await newPage(browser, url, {
    viewport: { width: 1280, height: 860 },
    bypassCSP: true,
  });
  await page.goto(address);
  await page.getByText('This letter is genuine').waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'public-verify');
  await page.context().close();
}

/** An administrator's search that finds nobody: what a table says when it has no rows. */
async function emptyState(browser: Browser, url: string) {
  const { page } = await demoLogin(browser, url, 'admin');
  await visit(
    page,
    TOUR.admin.find((stop) => stop.name === 'admin-interns')!,
  );
  await page.getByRole('searchbox').fill('Nobody by this name');
  await page.getByText('No data available').waitFor();
  await shoot(page, 'empty-search');
  await page.context().close();
}

/** The letter and intakes screens on a phone, and the intake dialog with its dates chosen. */
async function adminDetails(browser: Browser, url: string) {
  const phone = (await demoLogin(browser, url, 'admin', 360)).page;
  await visit(
    phone,
    TOUR.admin.find((stop) => stop.name === 'admin-letter')!,
  );
  await shoot(phone, 'admin-letter-phone');
  await visit(
    phone,
    TOUR.admin.find((stop) => stop.name === 'admin-intakes')!,
  );
  await shoot(phone, 'admin-intakes-phone');
  await phone.context().close();

  const { page } = await demoLogin(browser, url, 'admin');
  await visit(
    page,
    TOUR.admin.find((stop) => stop.name === 'admin-intakes')!,
  );
  await page.getByRole('button', { name: 'Add Intake' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Intake' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('January 2027 intake');
  const dates = {
    'Applications open': '2026-11-12',
    'Applications close': '2026-12-15',
    'Internship starts': '2027-01-11',
    'Internship ends': '2027-04-30',
  };
  for (const [label, value] of Object.entries(dates)) await dialog.getByLabel(label).fill(value);
  await dialog.getByText('12 Nov 2026').waitFor();
  await shoot(page, 'admin-intake-dialog');
  await page.context().close();
}

/** Waits for the screen showing `heading` to have its data, then shoots it. */
async function shootWhenDrawn(page: Page, heading: string | RegExp, name: string) {
  await waitForScreen(page, heading);
  await shoot(page, name);
}

/**
 * The intern's week list and a returned week, on a desktop and a phone; the supervisor's
 * Logbooks and an entry under review; the administrator's view of an intern's attendance.
 */
async function logbookScreens(browser: Browser, url: string) {
  for (const width of [1280, 390]) {
    const suffix = width === 1280 ? '' : '-phone';
    const { page } = await demoLogin(browser, url, 'intern', width);
    await page.goto('/internDashboard/logbook');
    await shootWhenDrawn(page, 'Logbook', `intern-logbook${suffix}`);
    // Newest week first: this week's draft, last week not started, one submitted, one returned.
    await page
      .getByRole('link', { name: /^Open week of/ })
      .nth(3)
      .click();
    await shootWhenDrawn(page, /^Week of/, `intern-logbook-week${suffix}`);
    await page.context().close();
  }
  const { page } = await demoLogin(browser, url, 'supervisor');
  await page.goto('/supervisorDashboard/logbooks');
  await shootWhenDrawn(page, 'Logbooks', 'supervisor-logbooks');
  await page
    .getByRole('link', { name: /^Open Kevin Intern/ })
    .first()
    .click();
  await shootWhenDrawn(page, /^Week of/, 'supervisor-logbook-review');
  await page.context().close();

  const admin = (await demoLogin(browser, url, 'admin')).page;
  await visit(admin, {
    name: 'admin-intern-attendance',
    path: '/adminDashboard/interns',
    through: ['View performance of Kevin Intern'],
    heading: 'Performance Details',
  });
  // Below the ratings: the attendance card and the logbook's download.
  await admin.getByRole('button', { name: 'Download Logbook' }).scrollIntoViewIfNeeded();
  await shoot(admin, 'admin-intern-attendance');
  await admin.context().close();
}

async function shoot(page: Page, name: string) {
  const file = path.join(OUT, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const [server, browser] = await Promise.all([
    startServer({ RATE_LIMITS: 'off' }, ['--demo']),
    launchBrowser(),
  ]);
  try {
    await publicPages(browser, server.url);
    await verifyPage(browser, server.url, server.output());
    await emptyState(browser, server.url);
    await adminDetails(browser, server.url);
    await logbookScreens(browser, server.url);
    for (const role of Object.keys(TOUR) as DemoRole[]) {
      for (const width of [1280, 390]) {
        const { page } = await demoLogin(browser, server.url, role, width);
        const stops = width === 1280 ? TOUR[role] : TOUR[role].slice(0, 1);
        for (const stop of stops) {
          await visit(page, stop);
          await shoot(page, `${stop.name}${width === 1280 ? '' : '-phone'}`);
        }
        await page.context().close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main();
