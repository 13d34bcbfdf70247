import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ADMIN, logIn } from '../support/app';
import { launchBrowser, newPage } from '../support/browser';
import { changedBuild } from '../support/releases';
import { git, runIn, scratchCopy } from '../support/scratch-copy';
import { startServer, type RunningServer } from '../support/server';

// A sixth portal by one command (issue 85): in a scratch copy of the repository,
// `npm run new-portal` adds it from the template, changing only its folder and portals.json
// (and the lockfile npm writes); built, it is served at its prefix for its role, and it is
// released and rolled back on its own.

const PORTALS = ['public-portal', 'intern-portal', 'supervisor-portal', 'admin-portal'];
const FIRST_TEXT = 'This portal is ready for its first screen.';
const NEXT_TEXT = 'This portal has its second release.';

let copy: string;
let server: RunningServer;
let browser: Browser;

const inCopy = (command: string, args: string[], env: Record<string, string> = {}) =>
  runIn(copy, command, args, env);
const releases = (args: string[]) =>
  inCopy(process.execPath, [path.join(copy, 'build', 'test-server', 'releases.js'), ...args], {
    DATABASE_URL: path.join(server.dataDir, 'e2e.db'),
    DATA_DIR: server.dataDir,
  });

beforeAll(async () => {
  copy = scratchCopy([...PORTALS, 'university-portal']);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

it('adds a portal with its folder and portals.json, and refuses what it cannot make', async () => {
  const refused = await inCopy('npm', [
    'run',
    'new-portal',
    '--',
    'reports-portal',
    '--role',
    'HR',
  ]);
  expect(refused.status).toBe(2);
  expect(refused.output).toContain(
    'HR is not a role the server knows (INT, SUP, ADM, ACA). A new role starts in the server',
  );
  const taken = await inCopy('npm', ['run', 'new-portal', '--', 'admin', '--role', 'ADM']);
  expect(taken.output).toContain('admin-portal already serves /adminDashboard.');
  expect(git(copy, ['status', '--porcelain'])).toBe('');

  const made = await inCopy('npm', ['run', 'new-portal', '--', 'reports-portal', '--role', 'ADM']);
  expect(made).toMatchObject({ status: 0 });
  expect(made.output).toContain('reports-portal serves ADM at /reportsDashboard (portals.json).');
  expect(git(copy, ['status', '--porcelain', '--untracked-files=normal']).split('\n')).toEqual([
    ' M package-lock.json',
    ' M portals.json',
    '?? reports-portal/',
    '',
  ]);
  // Its own test, which npm test runs in the package's group.
  const tested = await inCopy('npx', ['jest', '--selectProjects', 'reports-portal'], {
    TEST_GROUPS: '1',
  });
  expect(tested.output).toContain('Tests:       2 passed, 2 total');
  const portals = JSON.parse(fs.readFileSync(path.join(copy, 'portals.json'), 'utf8'));
  expect(portals.at(-1)).toEqual({
    package: 'reports-portal',
    remote: 'reports_portal',
    prefix: '/reportsDashboard',
    roles: ['ADM'],
    env: 'REMOTE_REPORTS_URL',
    exposes: { './routes': './src/routes.tsx' },
    devPort: 3006,
  });
}, 120_000);

it('builds, and is served at its prefix to its role while the role keeps its home', async () => {
  // The shell mounts the portals portals.json names: it is built again with the new one.
  const built = await inCopy('npm', [
    'run',
    'build',
    '--silent',
    '-w',
    'shell',
    '-w',
    'reports-portal',
  ]);
  expect(built.output).not.toMatch(/ERROR in/);
  expect(built.status).toBe(0);
  const serverBuilt = await inCopy(process.execPath, [
    '--input-type=module',
    '-e',
    "import('./scripts/build-server.mjs').then((m) => m.buildServer('build/test-server'))",
  ]);
  expect(serverBuilt).toMatchObject({ status: 0 });

  [server, browser] = await Promise.all([
    startServer({ RATE_LIMITS: 'off' }, [], copy),
    launchBrowser(),
  ]);
  const remotes = await (await fetch(`${server.url}/remotes.json`)).json();
  expect(Object.keys(remotes)).toContain('reports_portal');

  const { page, consoleErrors } = await newPage(browser, server.url);
  await page.goto('/reportsDashboard');
  await page.waitForURL((url) => url.pathname === '/login');
  await logIn(page, ADMIN.email, ADMIN.password);
  // The administrator's home is still the first portal serving ADM; the guard sent them back.
  await page.waitForURL((url) => url.pathname === '/reportsDashboard');
  await page.getByRole('heading', { name: 'Reports' }).waitFor();
  await page.getByText(FIRST_TEXT).waitFor();
  await page.goto('/adminDashboard');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(consoleErrors).toEqual([]);
  await page.close();
  // Two builds of the shell and the new portal: 100 s alone, past 5 minutes in a loaded full run.
}, 480_000);

it('is released and rolled back on its own', async () => {
  // Each package's live release, from `npm run releases`: its section's line marked `*`.
  const liveReleases = async () => {
    const { output } = await releases(['list']);
    return Object.fromEntries(
      output
        .split('\n\n')
        .map((section) => [section.split(' ')[0], /^ {2}\* ([0-9a-f]{16})/m.exec(section)?.[1]]),
    );
  };
  const before = await liveReleases();
  expect(before['reports-portal']).toMatch(/^[0-9a-f]{16}$/);

  const next = changedBuild(
    'reports-portal',
    server.dataDir,
    FIRST_TEXT,
    NEXT_TEXT,
    path.join(copy, 'reports-portal', 'dist'),
  );
  const released = await releases(['release', 'reports-portal', '--from', next]);
  expect(released.output).toMatch(/reports-portal release [0-9a-f]{16} is live/);

  const { page } = await newPage(browser, server.url);
  await page.goto('/login');
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/adminDashboard');
  await page.goto('/reportsDashboard');
  await page.getByText(NEXT_TEXT).waitFor();

  const after = await liveReleases();
  expect(after['reports-portal']).not.toBe(before['reports-portal']);
  expect({ ...after, 'reports-portal': before['reports-portal'] }).toEqual(before);
  expect((await releases(['rollback', 'reports-portal'])).output).toContain('is live again');
  await page.reload();
  await page.getByText(FIRST_TEXT).waitFor();
  expect(await liveReleases()).toEqual(before);
}, 180_000);
