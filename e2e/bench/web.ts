// `npm run bench:web` (after a production build): what a first visit downloads and how fast it
// paints, for `/`, `/login` and each dashboard's first view after login (cache empty, so the
// shell's files count). Each page is loaded twice in Chromium: once unthrottled for the bytes,
// once with 4× CPU slowdown and Slow 4G (DevTools protocol) for LCP and CLS. The same pages are
// then measured on the same app built as one bundle without federation (e2e/bench/one-bundle,
// built here when missing or stale), served by the same server at the same URLs. Last, the
// "server rendering" table (issue 28, e2e/bench/server-rendering.ts): for `/`, `/login`,
// `/applicationStatus` and `/signUp`, LCP as served next to the LCP of the same page's static
// snapshot (its DOM and CSS without scripts), their ratio, and the JavaScript a repeat visit
// fetches over the network.
//
// `npm run bench:web -- --pages` prints only that last table (a few minutes, no one-bundle
// build). `SERVER_RENDERING` in the environment goes to the bench's servers (`off`: the pages
// without server rendering, for the "before" figures).
import type { Browser, Page } from 'playwright-core';
import { loginToken } from '../support/app';
import { launchBrowser } from '../support/browser';
import { firstView, SLOW_4G, type FirstViewOptions } from '../support/first-view';
import { startServer } from '../support/server';
import { buildOneBundle } from './one-bundle/build';
import {
  benchServerEnv,
  measureServerRendering,
  SERVER_RENDERING_HEADER,
  SERVER_RENDERING_NOTE,
  serverRenderingRows,
} from './server-rendering';

const DEMO_PASSWORD = 'Demo-pass-2026';

interface Visit {
  path: string;
  ready: (page: Page) => Promise<unknown>;
  login?: { email: string; role: 'INT' | 'SUP' | 'ADM' };
}

const heading = (name: string) => (page: Page) =>
  page.getByRole('heading', { name, exact: true }).first().waitFor({ timeout: 120_000 });

const VISITS: Visit[] = [
  // Usable once its form (loaded after the landing page paints) is there.
  {
    path: '/',
    ready: (page) =>
      page.getByRole('button', { name: 'Submit Application' }).waitFor({ timeout: 120_000 }),
  },
  {
    path: '/login',
    ready: (page) => page.getByLabel('Email').first().waitFor({ timeout: 120_000 }),
  },
  {
    path: '/adminDashboard',
    // Its two charts load after the counts; without waiting for them the network could fall
    // idle first, and a run would leave them out.
    ready: async (page) => {
      await heading('Dashboard')(page);
      await page.locator('svg[data-chart]').nth(1).waitFor({ timeout: 120_000 });
    },
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

interface Measured {
  path: string;
  files: number;
  gzip: number;
  raw: number;
  lcp: number;
  cls: number;
}

/** Every visit on a server started with `env` (the demo data, so the demo logins work). */
async function measure(browser: Browser, env: Record<string, string> = {}): Promise<Measured[]> {
  const server = await startServer({ ...benchServerEnv(), ...env }, ['--demo']);
  try {
    const measured: Measured[] = [];
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
      measured.push({
        path: visit.path,
        files: bytes.scripts.length,
        gzip: bytes.gzip,
        raw: bytes.raw,
        lcp: slow.lcp ?? 0,
        cls: slow.cls ?? 0,
      });
    }
    return measured;
  } finally {
    await server.stop();
  }
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

async function printServerRendering(browser: Browser) {
  const figures = await measureServerRendering(browser);
  const mode = process.env.SERVER_RENDERING
    ? ` (SERVER_RENDERING=${process.env.SERVER_RENDERING})`
    : '';
  console.log(`Server rendering${mode}:\n`);
  printTable(SERVER_RENDERING_HEADER, serverRenderingRows(figures));
  console.log(`\n${SERVER_RENDERING_NOTE}`);
}

async function main() {
  // Through the root script, the inner `npm run` takes `--pages` as a setting of its own and
  // hands it on as npm_config_pages; `npx tsx e2e/bench/web.ts --pages` passes it as is.
  if (process.argv.includes('--pages') || process.env.npm_config_pages === 'true') {
    const browser = await launchBrowser();
    try {
      await printServerRendering(browser);
    } finally {
      await browser.close();
    }
    return;
  }
  const oneBundleRoot = buildOneBundle();
  const browser = await launchBrowser();
  try {
    const federated = await measure(browser);
    const oneBundle = await measure(browser, { FRONTEND_ROOT: oneBundleRoot });
    const lcp = (ms: number) => (ms ? `${(ms / 1000).toFixed(2)} s` : 'not seen');
    console.log('Federated (the real build):\n');
    printTable(
      ['page', 'JS files', 'gzip', 'gzip (kB)', 'raw', 'LCP', 'CLS'],
      federated.map((row) => [
        row.path,
        String(row.files),
        kib(row.gzip),
        `${(row.gzip / 1000).toFixed(1)} kB`,
        kib(row.raw),
        lcp(row.lcp),
        row.cls.toFixed(3),
      ]),
    );
    console.log('\nOne bundle (the same app without federation, for comparison only):\n');
    printTable(
      ['page', 'JS files', 'gzip', 'raw', 'LCP', 'CLS', 'federation costs (gzip)'],
      oneBundle.map((row, index) => {
        const extra = federated[index].gzip - row.gzip;
        const share = row.gzip ? ` (${((extra / row.gzip) * 100).toFixed(0)} %)` : '';
        return [
          row.path,
          String(row.files),
          kib(row.gzip),
          kib(row.raw),
          lcp(row.lcp),
          row.cls.toFixed(3),
          `${extra >= 0 ? '+' : ''}${kib(extra)}${share}`,
        ];
      }),
    );
    console.log(
      '\nJS: every .js file downloaded until the page is usable and the network idle, cache ' +
        'empty (a dashboard counts the shell). LCP, CLS: Chromium, 4× CPU slowdown, Slow 4G ' +
        '(150 ms, 1.6 Mbit/s down, 750 kbit/s up). Federation costs: federated gzip minus ' +
        'one-bundle gzip (e2e/bench/one-bundle/README.md).',
    );
    console.log('');
    await printServerRendering(browser);
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
