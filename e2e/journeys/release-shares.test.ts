import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS, screenshot } from '../support/a11y';
import { ADMIN, api, logIn, loginToken } from '../support/app';
import { newPage } from '../support/browser';
import { activatedIntern } from '../support/people';
import { changedBuild, releases } from '../support/releases';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

// Issue 58: a deliberately broken intern portal (its profile screen throws) released to half of
// the browsers. Those on it report errors, the server rolls the share back by itself, and every
// intern ends on the working release without signing in again; the others never see an error.
// Issue 67: a share is judged on clients (addresses), so each intern's browser comes from its own
// address, as a proxy in front of the server (TRUST_PROXY) tells it.

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());

const PASSWORD = 'Intern-pass-58';
const BROKEN = 'A broken screen';
// Release groups: a 50 % share serves groups 0-49 its release.
const INTERNS = [
  { Name: 'Wanjiru Share', group: 10 },
  { Name: 'Otieno Share', group: 30 },
  { Name: 'Njeri Live', group: 60 },
  { Name: 'Kamau Live', group: 85 },
].map((intern, index) => ({
  ...intern,
  address: `203.0.113.${index + 10}`,
  Email: `share${index}@e2e.test`,
  PhoneNumber: `+25472200058${index}`,
  Position: 'Engineering',
  onShare: intern.group < 50,
}));
type Intern = (typeof INTERNS)[number];

interface Overview {
  Package: string;
  Live: string | null;
  Share: { Release: string; Percent: number } | null;
  LastEnded: { Release: string; Outcome: string; Reason: string | null; EndedAt: string } | null;
  Releases: { Release: string; PageViews: number; Errors: number }[];
}

const unexpected = (page: Page) => page.getByText('Unexpected Application Error!');
const notice = (page: Page) =>
  page.getByRole('heading', { name: 'A new version of this page is available.' });

async function openProfile(page: Page, intern: Intern) {
  await page.getByRole('button', { name: intern.Name }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await page.waitForURL((url) => url.pathname === '/internDashboard/profile');
}

describe('a portal released to a share of users', () => {
  // The watch and the margin at their defaults; the thresholds at this journey's scale: each
  // side has two interns, and each intern's page counts one view, from its own address.
  const app = useRunningApp(() => ({
    RATE_LIMITS: 'off',
    SMTP_URL: smtp.url,
    TRUST_PROXY: '127.0.0.1',
    RELEASE_MIN_VIEWS: '2',
    RELEASE_MIN_CLIENTS: '2',
  }));

  let live = '';

  /** `npm run release -w intern-portal -- --from <build> --share <percent>`: the new release's id. */
  async function releaseShare(build: string, percent: number) {
    const released = await releases(app.server, [
      'release',
      'intern-portal',
      '--from',
      build,
      '--share',
      String(percent),
    ]);
    expect(released.output).toMatch(
      new RegExp(`intern-portal release [0-9a-f]{16} is live for ${percent} % of users`),
    );
    return /release ([0-9a-f]{16})/.exec(released.output)?.[1] as string;
  }

  async function internsPortal(token: string): Promise<Overview> {
    const { Packages } = await api<{ Packages: Overview[] }>(
      app.server.url,
      'GET',
      '/Admin/Releases',
      200,
      { token },
    );
    return Packages.find((p) => p.Package === 'intern-portal') as Overview;
  }

  it('rolls a broken release back by itself, and every intern ends on the working one', async () => {
    for (const intern of INTERNS) await activatedIntern(app.server.url, intern, PASSWORD, smtp);
    const adminToken = await loginToken(app.server.url, ADMIN.email, ADMIN.password);
    live = (await internsPortal(adminToken)).Live as string;

    const build = changedBuild(
      'intern-portal',
      app.server.dataDir,
      '"Edit Profile"',
      `(()=>{throw new Error(${JSON.stringify(BROKEN)})})()`,
    );
    const broken = await releaseShare(build, 50);

    // Each intern in their own browser, its release group given as the server would.
    const pages = await Promise.all(
      INTERNS.map(async (intern) => {
        const opened = await newPage(app.browser, app.server.url, {
          extraHTTPHeaders: { 'X-Forwarded-For': intern.address },
        });
        await opened.page
          .context()
          .addCookies([
            { name: 'release_group', value: String(intern.group), url: app.server.url },
          ]);
        await opened.page.goto('/login');
        await logIn(opened.page, intern.Email, PASSWORD);
        await opened.page.waitForURL((url) => url.pathname === '/internDashboard');
        return { intern, ...opened };
      }),
    );
    let firstError = 0;
    for (const { intern, page } of pages) {
      const release = await page.evaluate(
        () =>
          JSON.parse(document.getElementById('page-releases')?.textContent ?? '{}')[
            'intern-portal'
          ],
      );
      expect(release).toBe(intern.onShare ? broken : live);
      await openProfile(page, intern);
      if (intern.onShare) {
        await unexpected(page).waitFor();
        firstError ||= Date.now();
      } else {
        await page.getByRole('link', { name: 'Edit Profile' }).waitFor();
      }
    }

    // The server ends the share by itself (every RELEASE_WATCH_SECONDS: 30).
    let overview = await internsPortal(adminToken);
    const deadline = Date.now() + 120_000;
    while (overview.LastEnded?.Release !== broken && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      overview = await internsPortal(adminToken);
    }
    expect(overview).toMatchObject({
      Live: live,
      Share: null,
      LastEnded: { Release: broken, Outcome: 'rolled back automatically' },
    });
    const rolledBackAfter = Date.parse(overview.LastEnded?.EndedAt ?? '') - firstError;
    expect(rolledBackAfter).toBeLessThan(120_000);
    await smtp.waitFor(() =>
      smtp
        .to(ADMIN.email)
        .some((mail) => mail.subject === `intern-portal: release ${broken} was rolled back`),
    );

    for (const { intern, page, consoleErrors } of pages) {
      if (intern.onShare) {
        // Its next report hears of the rollback: the reload notice, and the Reload keeps the session.
        await page.goBack();
        await notice(page).waitFor();
        await page.getByRole('button', { name: 'Reload' }).click();
        await page
          .getByRole('navigation')
          .getByRole('link', { name: 'My Tasks', exact: true })
          .waitFor();
        await openProfile(page, intern);
      } else {
        expect(await unexpected(page).count()).toBe(0);
        expect(consoleErrors).toEqual([]);
        await page.reload();
      }
      await page.getByRole('link', { name: 'Edit Profile' }).waitFor();
      expect(await page.getByRole('button', { name: intern.Name }).count()).toBe(1);
      expect(await unexpected(page).count()).toBe(0);
    }

    const figures = Object.fromEntries(
      overview.Releases.filter((r) => r.Release === broken || r.Release === live).map((r) => [
        r.Release === broken ? 'broken' : 'live',
        { pageViews: r.PageViews, errors: r.Errors },
      ]),
    );
    expect(figures.broken.errors).toBeGreaterThanOrEqual(2);
    expect(figures.live.errors).toBe(0);
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    fs.writeFileSync(
      path.join(ARTIFACTS, 'release-shares.json'),
      JSON.stringify(
        { figures, rolledBackAfterMs: rolledBackAfter, reason: overview.LastEnded?.Reason },
        null,
        2,
      ),
    );
    // Four interns activated and signed in, then up to a round of the default 30 s watch.
  }, 300_000);

  it('promotes a share from the Releases screen and rolls it back, after asking', async () => {
    const build = changedBuild(
      'intern-portal',
      app.server.dataDir,
      '"My Tasks"',
      '"My Tasks (shared)"',
    );
    const shared = await releaseShare(build, 10);

    const { page } = await newPage(app.browser, app.server.url);
    await page.goto('/login');
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/adminDashboard');
    await page.goto('/adminDashboard/releases');
    await page.getByRole('heading', { name: 'Releases' }).waitFor();
    await page.getByRole('button', { name: 'Promote intern-portal' }).waitFor();
    await screenshot(page, 'releases-screen');
    await page.getByRole('button', { name: 'Promote intern-portal' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Promote ${shared.slice(0, 8)}`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Promote' }).click();
    await page
      .getByText(`intern-portal: release ${shared.slice(0, 8)}`, { exact: false })
      .waitFor();
    const list = await releases(app.server, ['list']);
    expect(list.output).toContain(`* ${shared}`);
    expect(list.output).toMatch(/last share: [0-9a-f]{16} promoted/);

    // Without a share, Roll back goes to the release before: not the broken share of before.
    await page.getByRole('button', { name: 'Roll back intern-portal' }).click();
    await dialog.getByText('Roll back intern-portal?').waitFor();
    await dialog.getByRole('button', { name: 'Roll back' }).click();
    await page.getByText('intern-portal is rolled back.').waitFor();
    expect((await releases(app.server, ['list'])).output).toContain(`* ${live}`);
  });
});
