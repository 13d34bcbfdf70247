import { DASHBOARD_PORTALS } from 'shared-api/portals';
import { ADMIN, loginToken } from '../support/app';
import { newPage, storeSession } from '../support/browser';
import {
  activatedInternToken,
  invitedAcademicSupervisor,
  invitedSupervisor,
} from '../support/people';
import { useRunningApp } from '../support/running-app';
import { TestSmtpServer } from '../support/smtp';

const THEME_PRIMARY = 'rgb(29, 78, 137)'; // the shell's theme: #1d4e89

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
const app = useRunningApp(() => ({ RATE_LIMITS: 'off', SMTP_URL: smtp.url }));
afterAll(() => smtp.stop());

// The dashboards load real data, so each role signs in with a real session.
const tokens: Record<'INT' | 'SUP' | 'ADM' | 'ACA', string> = {
  INT: '',
  SUP: '',
  ADM: '',
  ACA: '',
};
beforeAll(async () => {
  const url = app.server.url;
  tokens.ADM = await loginToken(url, ADMIN.email, ADMIN.password);
  tokens.SUP = (
    await invitedSupervisor(url, smtp, {
      Name: 'Skeleton Supervisor',
      Email: 'skeleton.sup@e2e.test',
      Password: 'Super-pass-42',
    })
  ).token;
  tokens.INT = await activatedInternToken(
    url,
    {
      Name: 'Skeleton Intern',
      Email: 'skeleton.int@e2e.test',
      PhoneNumber: '+254722000555',
      Position: 'Engineering',
    },
    'Intern-pass-42',
    smtp,
  );
  tokens.ACA = await invitedAcademicSupervisor(url, smtp, tokens.INT, {
    Name: 'Skeleton Academic',
    Email: 'skeleton.aca@e2e.test',
    Password: 'Academic-pass-42',
  });
}, 60_000);

test('the home page comes from the public portal, and only that portal is downloaded', async () => {
  const { page, requests, consoleErrors } = await newPage(app.browser, app.server.url);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Internships' }).waitFor();
  await page.getByRole('link', { name: 'Check Application Status' }).waitFor();
  await page.getByRole('link', { name: 'Log In' }).waitFor();
  expect(requests.some((url) => url.includes('/releases/public-portal/'))).toBe(true);
  for (const other of DASHBOARD_PORTALS) {
    expect(requests.filter((url) => url.includes(`/releases/${other.package}/`))).toEqual([]);
  }
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});

test('/login shows the shell login form', async () => {
  const { page } = await newPage(app.browser, app.server.url);
  await page.goto('/login');
  await page.getByLabel('Email').first().waitFor();
  await page.getByLabel('Password', { exact: false }).first().waitFor();
  expect(await page.getByRole('link', { name: 'Forgot Password? Reset Now' }).count()).toBe(1);
  await page.context().close();
});

test('a dashboard without a session redirects to /login', async () => {
  const { page } = await newPage(app.browser, app.server.url);
  await page.goto('/internDashboard');
  await page.waitForURL('**/login');
  await page.context().close();
});

test('unknown paths show the 404 page, /unauthorized its text', async () => {
  const { page } = await newPage(app.browser, app.server.url);
  await page.goto('/no/such/page');
  await page.getByText('Oops! Sorry, the page you are looking for cannot be found!').waitFor();
  await page.goto('/unauthorized');
  await page.getByText('Sorry, you are unauthorized to access this page').waitFor();
  await page.context().close();
});

test.each([
  ['INT', '/internDashboard', 'My Tasks', 'intern_portal'],
  ['SUP', '/supervisorDashboard', 'My Interns', 'supervisor_portal'],
  ['ADM', '/adminDashboard', 'Dashboard', 'admin_portal'],
  ['ACA', '/universityDashboard', 'My students', 'university_portal'],
] as const)(
  '%s reaches %s, drawn with the shell theme and store',
  async (role, path, heading, remote) => {
    const { page, consoleErrors } = await newPage(app.browser, app.server.url);
    await storeSession(page, role, tokens[role]);
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto(path);
    const title = page.getByRole('heading', { name: heading, exact: true });
    await title.waitFor();
    // The portal's frame (shared-ui's top bar) is painted in the shell theme's primary colour.
    const bar = page.locator('header').first();
    expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      THEME_PRIMARY,
    );

    // One instance of every shared singleton: the remote uses what the shell loaded.
    const shared = await page.evaluate(() => {
      type Share = { from: string; loaded?: boolean; useIn?: string[] };
      const scope = (
        globalThis as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, Share>>>>;
          };
        }
      ).__FEDERATION__.__SHARE__;
      const result: Record<string, { providers: string[]; users: string[] }> = {};
      for (const instance of Object.values(scope)) {
        for (const [name, versions] of Object.entries(instance.default ?? {})) {
          for (const share of Object.values(versions)) {
            if (!share.loaded && !(share.useIn ?? []).length) continue;
            const entry = (result[name] ??= { providers: [], users: [] });
            if (!entry.providers.includes(share.from)) entry.providers.push(share.from);
            for (const user of share.useIn ?? [])
              if (!entry.users.includes(user)) entry.users.push(user);
          }
        }
      }
      return result;
    });
    for (const name of [
      'zustand',
      'shared-api',
      '@mui/material/Typography',
      'react',
      'shared-ui/router',
    ]) {
      expect(shared[name]?.providers).toEqual(['shell']);
    }
    // The store lives in shared-api: the portal uses the shell's copy, hence the same store.
    for (const name of ['shared-api', '@mui/material/Typography', 'shared-ui/router']) {
      expect(shared[name]?.users).toEqual(expect.arrayContaining(['shell', remote]));
    }
    // MUI's components come from the shell's build (shell/mui-catalogue.cjs) with the theme
    // code it has loaded: no portal loads its own.
    await page.waitForLoadState('networkidle');
    const portalMui = /^\/releases\/(?!shell\/)[^/]+\/[0-9a-f]+\/mui-/;
    expect(scripts.filter((script) => portalMui.test(script))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  },
);

test('a signed-in user with another role lands on /unauthorized', async () => {
  const { page } = await newPage(app.browser, app.server.url);
  await storeSession(page, 'INT');
  await page.goto('/adminDashboard');
  await page.waitForURL('**/unauthorized');
  await page.getByText('Sorry, you are unauthorized to access this page').waitFor();
  await page.context().close();
});
