import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS, horizontalOverflow, runAxe, screenshot } from '../support/a11y';
import { ADMIN, logIn } from '../support/app';
import { launchWithProfile, newPage } from '../support/browser';
import { activatedIntern } from '../support/people';
import { changedBuild, releases } from '../support/releases';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

// Issue 71: the product installs to a phone's home screen (a manifest, a service worker that
// controls the page), an intern's dashboard reloads offline from what was last seen, and a
// release rolled back meanwhile is not served once the connection is back.

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());

const PASSWORD = 'Intern-pass-71';
const INTERN = {
  Name: 'Chebet Installed',
  Email: 'chebet.installed@e2e.test',
  PhoneNumber: '+254722000711',
  Position: 'Engineering',
};

const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));

const navLink = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true });

/** The service worker has taken over the page: its requests now go through it. */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');

// By its role attribute: a dialog open beside it hides it from assistive technology meanwhile.
// By its words too: a screen still loading shows another status, 'Loading...'.
const banner = (page: Page) =>
  page.locator('[role=status]').filter({ hasText: /^(You are offline|Uko nje ya mtandao)/ });

/** The offline banner at 360 px: no axe violation at any impact, no sideways scroll. */
async function checkBanner(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  await banner(page).waitFor();
  const { violations } = await runAxe(page);
  expect(violations).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, name);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A PNG's width and height, from its header. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

describe('the installed app', () => {
  it('has a valid manifest and a service worker, so Chromium can install it', async () => {
    // A browser with a profile on disk: Chromium installs nothing from an off-the-record one.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'installable-'));
    const browser = await launchWithProfile(profile, app.server.url);
    const page = await browser.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await controlled(page);

    const cdp = await page.context().newCDPSession(page);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const manifest = await (await fetch(url, { headers: { 'Accept-Language': 'sw' } })).json();
    expect(manifest).toMatchObject({
      name: 'Mpango wa Mafunzo Kazini',
      start_url: '/app',
      display: 'standalone',
    });
    const sizes = [];
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const response = await fetch(new URL(icon.src, app.server.url));
      expect(response.headers.get('content-type')).toBe('image/png');
      sizes.push(pngSize(Buffer.from(await response.arrayBuffer())).join('x'));
    }
    expect(sizes).toEqual(['192x192', '512x512', '512x512']);
    expect(consoleErrors).toEqual([]);
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });

  it('reloads an intern’s dashboard offline, and leaves a release rolled back meanwhile', async () => {
    await activatedIntern(app.server.url, INTERN, PASSWORD, smtp);
    // axe runs in the page, which the server's CSP would refuse.
    const { page } = await newPage(app.browser, app.server.url, {
      bypassCSP: true,
    });
    const context = page.context();
    // Offline, a call or a file the worker does not keep fails to load (as it should; which ones
    // depends on the machine's speed: a route's file prefetched late). Any other error, or any
    // online, is a fault.
    let online = true;
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (!online && message.text().startsWith('Failed to load resource')) return;
      consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    const setOffline = async (offline: boolean) => {
      if (offline) online = false;
      await context.setOffline(offline);
      if (!offline) online = true;
    };
    // The installed app starts at /app: the login, then the intern's own dashboard.
    await page.goto('/app');
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, INTERN.Email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/internDashboard');
    await navLink(page, 'My Tasks').waitFor();
    await controlled(page);

    // A new intern portal on a share this browser is in (release group 10 of a 50 % share), seen
    // online once.
    await context.addCookies([{ name: 'release_group', value: '10', url: app.server.url }]);
    const build = changedBuild('intern-portal', app.server.dataDir, '"My Tasks"', '"My Tasks v2"');
    const share = ['release', 'intern-portal', '--from', build, '--share', '50'];
    const released = await releases(app.server, share);
    expect(released.output).toMatch(/is live for 50 % of users/);
    // The scripts the worker asks the network for (a new release's, once).
    const fetchedByWorker: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker() && request.url().endsWith('.js')) {
        fetchedByWorker.push(new URL(request.url()).pathname);
      }
    });
    await page.reload();
    await navLink(page, 'My Tasks v2').waitFor();
    const shared = /release ([0-9a-f]{16})/.exec(released.output)?.[1];
    expect(fetchedByWorker).toContain(`/releases/intern-portal/${shared}/remoteEntry.js`);

    // Offline, the banner says since when what is on screen is.
    await setOffline(true);
    await banner(page).waitFor();
    expect(await banner(page).textContent()).toMatch(
      /^You are offline\. What you see was last fetched at \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\.$/,
    );
    await checkBanner(page, 'installed-offline-banner-en');

    // Offline, the release is rolled back: the page reloads as last seen, from the worker.
    expect((await releases(app.server, ['rollback', 'intern-portal'])).output).toMatch(
      /the share of release [0-9a-f]{16} ended; the live release stays/,
    );
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    // The product, not the browser's error page (the text, not the link: the failed calls' error
    // dialog, which offline data is to replace, hides the rest from assistive technology).
    await page.getByText('My Tasks v2', { exact: true }).first().waitFor();
    // Its first contentful paint, for docs/benchmarks.md (figures are written, not asserted).
    const offlinePaintMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    fs.writeFileSync(
      path.join(ARTIFACTS, 'installable.json'),
      JSON.stringify({ offlineFirstContentfulPaintMs: Math.round(offlinePaintMs) }, null, 2),
    );
    await banner(page).waitFor();
    await screenshot(page, 'installed-offline-dashboard');
    // A path of the dashboard never opened is drawn from the last dashboard page kept.
    const unseen = await page.goto('/internDashboard/logbook');
    expect(unseen?.fromServiceWorker()).toBe(true);
    await banner(page).waitFor();
    await page.goto('/internDashboard');
    await page.getByText('My Tasks v2', { exact: true }).first().waitFor();

    // Back online, the page hears of the rollback and offers a reload (over the failed calls'
    // dialog, hence by its text), which is the server's page: the rolled-back release is gone.
    await setOffline(false);
    await page.getByText('A new version of this page is available.').waitFor();
    await page.getByRole('button', { name: 'Reload', includeHidden: true }).click();
    await navLink(page, 'My Tasks').waitFor();
    expect(await navLink(page, 'My Tasks v2').count()).toBe(0);
    expect(await banner(page).count()).toBe(0);

    // The banner in Swahili.
    await page.getByRole('button', { name: 'Kiswahili' }).click();
    await page.getByRole('button', { name: 'English' }).waitFor();
    await setOffline(true);
    await banner(page)
      .getByText(/^Uko nje ya mtandao\. Unachoona kilipakuliwa mara ya mwisho/)
      .waitFor();
    await checkBanner(page, 'installed-offline-banner-sw');
    await setOffline(false);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Kiswahili' }).waitFor();
    // The installed app's start opens the intern's dashboard, and a repeat visit downloads no
    // script it already has: the worker asks the network for none.
    fetchedByWorker.length = 0;
    await page.goto('/app');
    await page.waitForURL((url) => url.pathname === '/internDashboard');
    await navLink(page, 'My Tasks').waitFor();
    await page.waitForLoadState('networkidle');
    expect(fetchedByWorker).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('leaves another role’s portal working online with the worker there', async () => {
    const { page, consoleErrors } = await newPage(app.browser, app.server.url);
    await page.goto('/login');
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/adminDashboard');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await controlled(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Interns' }).first().click();
    await page.getByRole('heading', { name: 'Interns', exact: true }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
