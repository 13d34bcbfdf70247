import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/a11y';
import { logIn } from '../support/app';
import { newPage } from '../support/browser';
import { activatedIntern } from '../support/people';
import { changedBuild, releases } from '../support/releases';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

// Releasing a portal while an intern has it open (issue 26): the open page keeps working on
// its own release, a reload shows the new one, a rollback brings the old one back, and a page
// whose release is no longer kept asks for a reload instead of showing an error page.

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());

const PASSWORD = 'Intern-pass-42';
const INTERN = {
  Name: 'Achieng Atieno',
  Email: 'achieng.releases@e2e.test',
  PhoneNumber: '+254722000444',
  Position: 'Engineering',
};

async function signedInIntern(page: Page) {
  await page.goto('/login');
  await logIn(page, INTERN.Email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/internDashboard');
}

const navLink = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true });

async function openProfile(page: Page) {
  await page.getByRole('button', { name: INTERN.Name }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await page.waitForURL((url) => url.pathname === '/internDashboard/profile');
}

describe('a portal released while it is open', () => {
  const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));

  it('keeps the open page working, shows the new text after a reload, and rolls back', async () => {
    await activatedIntern(app.server.url, INTERN, PASSWORD, smtp);
    const { page, consoleErrors } = await newPage(app.browser, app.server.url);
    await signedInIntern(page);
    await navLink(page, 'My Tasks').waitFor();

    const build = changedBuild(
      'intern-portal',
      app.server.dataDir,
      '"My Tasks"',
      '"My Tasks and more"',
    );
    const released = await releases(app.server, ['release', 'intern-portal', '--from', build]);
    expect(released).toMatchObject({ status: 0 });
    expect(released.output).toMatch(/intern-portal release [0-9a-f]{16} is live/);
    // The shell is released too, while the page runs on the previous one.
    const shell = changedBuild('shell', app.server.dataDir, '<title>', '<title>New ');
    expect((await releases(app.server, ['release', 'shell', '--from', shell])).status).toBe(0);

    // The open page loads pages it had not loaded yet (and the shell's MUI parts they draw),
    // from its own (previous) releases.
    await openProfile(page);
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    expect(await navLink(page, 'My Tasks').count()).toBe(1);
    expect(await page.getByText('A new version of this page is available.').count()).toBe(0);
    // The page's title names it, then the shell's (index.html's) title.
    expect(await page.title()).toMatch(/(^|– )Internship Programme$/);

    await page.goBack();
    await page.reload();
    await navLink(page, 'My Tasks and more').waitFor();
    expect(await page.title()).toMatch(/(^|– )New Internship Programme$/);
    await page.getByRole('link', { name: 'Edit Profile' }).waitFor();

    expect((await releases(app.server, ['rollback', 'intern-portal'])).output).toContain(
      'is live again',
    );
    await page.reload();
    await navLink(page, 'My Tasks').waitFor();
    expect(await navLink(page, 'My Tasks and more').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('refuses a portal built against another React major, and the live one stays', async () => {
    const before = await (await fetch(`${app.server.url}/remotes.json`)).json();
    const build = changedBuild('intern-portal', app.server.dataDir, '"My Tasks"', '"React 18"');
    const manifest = JSON.parse(fs.readFileSync(path.join(build, 'mf-manifest.json'), 'utf8'));
    // As a build against React 18 names it: the version on disk and the one asked of the shell.
    for (const shared of manifest.shared) {
      if (shared.name === 'react' || shared.name === 'react-dom') {
        shared.version = '18.3.1';
        shared.requiredVersion = '^18.3.1';
      }
    }
    fs.writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify(manifest));
    const refused = await releases(app.server, ['release', 'intern-portal', '--from', build]);
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(
      /intern-portal release [0-9a-f]{16} refused: the live shell .* it needs react 18\.3\.1/,
    );
    expect(await (await fetch(`${app.server.url}/remotes.json`)).json()).toEqual(before);
  });
});

describe('a page whose release is no longer kept', () => {
  const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url, KEEP_RELEASES: '1' }));

  it('says a new version is available, and the Reload keeps the session', async () => {
    await activatedIntern(app.server.url, { ...INTERN, Email: 'kept@e2e.test' }, PASSWORD, smtp);
    const { page } = await newPage(app.browser, app.server.url);
    await page.goto('/login');
    await logIn(page, 'kept@e2e.test', PASSWORD);
    await page.waitForURL((url) => url.pathname === '/internDashboard');
    await navLink(page, 'My Tasks').waitFor();

    // One release kept: the one this page runs on is removed with its chunks.
    const build = changedBuild('intern-portal', app.server.dataDir, '"My Tasks"', '"My Tasks now"');
    const release = ['release', 'intern-portal', '--from', build];
    expect((await releases(app.server, release, { KEEP_RELEASES: '1' })).status).toBe(0);

    await page.getByRole('button', { name: INTERN.Name }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    const notice = page.getByRole('heading', { name: 'A new version of this page is available.' });
    await notice.waitFor();
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    // The dashboard's frame stays around the notice.
    expect(await navLink(page, 'My Tasks').count()).toBe(1);
    await screenshot(page, 'release-chunk-gone');

    await page.getByRole('button', { name: 'Reload' }).click();
    await navLink(page, 'My Tasks now').waitFor();
    expect(new URL(page.url()).pathname).toBe('/internDashboard/profile');
    await page.getByRole('link', { name: 'Edit Profile' }).waitFor();
  });
});

/** Every file a fresh visitor of /login needs: the page, what it names, each portal's entry. */
async function freshVisit(url: string): Promise<{ failures: string[]; title: string }> {
  const failures: string[] = [];
  const get = async (target: string) => {
    const response = await fetch(new URL(target, url));
    if (response.status !== 200) failures.push(`${response.status} ${target}`);
    return response;
  };
  const html = await (await get('/login')).text();
  const named = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
  const remotes = JSON.parse(
    /<script id="remote-locations" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ??
      '{}',
  ) as Record<string, string>;
  await Promise.all([...named, ...Object.values(remotes)].map(get));
  if (named.length < 3 || Object.keys(remotes).length !== 5) failures.push(`too little in ${html}`);
  return { failures, title: /<title>(.*?)<\/title>/.exec(html)?.[1] ?? '' };
}

describe('fresh visitors during a release', () => {
  const app = useRunningApp({ RATE_LIMITS: 'off' });

  it('are served every file, every time, while the shell and a portal are released', async () => {
    const shell = changedBuild('shell', app.server.dataDir, '<title>', '<title>New ');
    const portal = changedBuild('admin-portal', app.server.dataDir, '"Dashboard"', '"Overview"');
    // The server's first drawing of a page starts its render worker: seconds on a busy machine,
    // and one visit that long could span the whole shell release and never see the new page.
    const before = await freshVisit(app.server.url);
    expect(before.failures).toEqual([]);
    let releasing = true;
    const failures: string[] = [];
    // On a loaded machine one visit can outlast the shell's switch: the visits before and after
    // the releases make sure both pages are seen; the ones during them must all be whole.
    const titles = new Set<string>([before.title]);
    const poll = (async () => {
      while (releasing) {
        const visit = await freshVisit(app.server.url);
        failures.push(...visit.failures);
        titles.add(visit.title);
      }
    })();
    const shellRelease = await releases(app.server, ['release', 'shell', '--from', shell]);
    const portalRelease = await releases(app.server, ['release', 'admin-portal', '--from', portal]);
    releasing = false;
    await poll;
    const after = await freshVisit(app.server.url);
    failures.push(...after.failures);
    titles.add(after.title);
    expect([shellRelease.status, portalRelease.status]).toEqual([0, 0]);
    expect(failures).toEqual([]);
    // The visits saw the page before the shell's switch and after it, and no other.
    expect([...titles].sort()).toEqual(['Internship Programme', 'New Internship Programme']);
    const page = await (await fetch(`${app.server.url}/login`)).text();
    expect(page).toContain('<title>New Internship Programme</title>');
  });
});
