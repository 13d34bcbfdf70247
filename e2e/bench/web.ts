// `npm run bench:web` (after a production build): what a first visit downloads and how fast it
// paints, for `/`, `/login` and each dashboard's first view after login (cache empty, so the
// shell's files count). Each page is loaded twice in Chromium: once unthrottled for the bytes,
// once with 4× CPU slowdown and Slow 4G (DevTools protocol) for LCP and CLS.
import type { Page } from 'playwright-core';
import { loginToken } from '../support/app';
import { launchBrowser } from '../support/browser';
import { firstView, SLOW_4G, type FirstViewOptions } from '../support/first-view';
import { startServer } from '../support/server';

const DEMO_PASSWORD = 'Demo-pass-2026';

interface Visit {
  path: string;
  ready: (page: Page) => Promise<unknown>;
  login?: { email: string; role: 'INT' | 'SUP' | 'ADM' };
}

const heading = (name: string) => (page: Page) =>
  page.getByRole('heading', { name, exact: true }).first().waitFor({ timeout: 120_000 });

const VISITS: Visit[] = [
  { path: '/', ready: heading('Internships') },
  {
    path: '/login',
    ready: (page) => page.getByLabel('Email').first().waitFor({ timeout: 120_000 }),
  },
  {
    path: '/adminDashboard',
    ready: heading('Dashboard'),
    login: { email: 'admin@demo.example', role: 'ADM' },
  },
  {
    path: '/supervisorDashboard',
    ready: heading('My Interns'),
    login: { email: 'wanjiru.supervisor@demo.example', role: 'SUP' },
  },
  {
    path: '/internDashboard',
    ready: heading('My Tasks'),
    login: { email: 'kevin.intern@demo.example', role: 'INT' },
  },
];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const [server, browser] = await Promise.all([
    startServer({ RATE_LIMITS: 'off' }, ['--demo']),
    launchBrowser(),
  ]);
  try {
    const rows: string[][] = [];
    for (const visit of VISITS) {
      const options: FirstViewOptions = { ready: visit.ready };
      if (visit.login) {
        const token = await loginToken(server.url, visit.login.email, DEMO_PASSWORD);
        options.session = { role: visit.login.role, token };
      }
      const bytes = await firstView(browser, server.url, visit.path, options);
      const slow = await firstView(browser, server.url, visit.path, {
        ...options,
        throttling: SLOW_4G,
        vitals: true,
      });
      rows.push([
        visit.path,
        String(bytes.scripts.length),
        kib(bytes.gzip),
        `${(bytes.gzip / 1000).toFixed(1)} kB`,
        kib(bytes.raw),
        `${((slow.lcp ?? 0) / 1000).toFixed(2)} s`,
        (slow.cls ?? 0).toFixed(3),
      ]);
    }
    const header = ['page', 'JS files', 'gzip', 'gzip (kB)', 'raw', 'LCP', 'CLS'];
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => row[column].length)),
    );
    const line = (cells: string[]) =>
      `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
    console.log(line(header));
    console.log(line(widths.map((width) => '-'.repeat(width))));
    for (const row of rows) console.log(line(row));
    console.log(
      '\nJS: every .js file downloaded until the page is usable and the network idle, cache ' +
        'empty (a dashboard counts the shell). LCP, CLS: Chromium, 4× CPU slowdown, Slow 4G ' +
        '(150 ms, 1.6 Mbit/s down, 750 kbit/s up). The one-bundle comparison is not measured.',
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
