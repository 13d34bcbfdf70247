// `npm run bench:dashboard` (after a production build): what opening /adminDashboard costs an
// administrator at 1 000 and at 100 000 applications (`-- --sizes 1000,1000000` for others):
// the bytes of every API answer the page asks for until it is ready and the network is idle,
// and the time from navigation to its last table. Each size is a fresh SQLite database seeded
// by `seed:scale` (users a tenth of the applications, no tasks); each visit has a cold cache.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ADMIN, loginToken } from '../support/app';
import { launchBrowser, newPage, storeSession } from '../support/browser';
import { startServer } from '../support/server';

const root = path.resolve(__dirname, '..', '..');
const sizesArg = process.argv.indexOf('--sizes');
const SIZES = sizesArg > 0 ? process.argv[sizesArg + 1].split(',').map(Number) : [1_000, 100_000];
const RUNS = 3;

interface Visit {
  apiBytes: number;
  apiCalls: string[];
  readyMs: number;
}

async function visitDashboard(browser: Browser, url: string, token: string): Promise<Visit> {
  const { page } = await newPage(browser, url);
  try {
    await storeSession(page, 'ADM', token);
    const bodies: Promise<number>[] = [];
    const apiCalls: string[] = [];
    page.on('response', (response) => {
      const { pathname, search } = new URL(response.url());
      if (!pathname.startsWith('/api/')) return;
      apiCalls.push(`${pathname}${search}`);
      bodies.push(
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      );
    });
    const began = Date.now();
    await page.goto('/adminDashboard');
    // Ready: both pipeline tables hold their numbers.
    await page
      .getByRole('table', { name: 'Applications per status' })
      .waitFor({ timeout: 300_000 });
    await page.getByRole('table', { name: 'Applications per position' }).waitFor();
    const readyMs = Date.now() - began;
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(bodies);
    return { apiBytes: sizes.reduce((sum, size) => sum + size, 0), apiCalls, readyMs };
  } finally {
    await page.context().close();
  }
}

async function measure(browser: Browser, size: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-dashboard-'));
  const file = path.join(dir, `scale-${size}.db`);
  const seedArgs = ['--applications', size, '--users', size / 10, '--tasks', 0].map(String);
  execFileSync('npm', ['run', '--silent', 'seed:scale', '-w', 'server', '--', file, ...seedArgs], {
    cwd: root,
    stdio: 'inherit',
  });
  const server = await startServer({ DATABASE_URL: file, RATE_LIMITS: 'off' });
  try {
    const token = await loginToken(server.url, ADMIN.email, ADMIN.password);
    const visits: Visit[] = [];
    // The first visit warms the server (statement caches); the figures are the later ones'.
    await visitDashboard(browser, server.url, token);
    for (let run = 0; run < RUNS; run += 1)
      visits.push(await visitDashboard(browser, server.url, token));
    return visits;
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const browser = await launchBrowser();
  const rows: string[] = [];
  try {
    for (const size of SIZES) {
      const visits = await measure(browser, size);
      const median = visits.map((visit) => visit.readyMs).sort((a, b) => a - b)[
        Math.floor(visits.length / 2)
      ];
      const { apiBytes, apiCalls } = visits[0];
      console.log(`${size} applications: ${apiCalls.join(', ')}`);
      rows.push(
        `| ${size} | ${(apiBytes / 1024).toFixed(1)} KiB | ${apiCalls.length} | ${median} ms |`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log('\n| applications | API bytes | API calls | ready (median of 3) |');
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(row);
}

void main();
