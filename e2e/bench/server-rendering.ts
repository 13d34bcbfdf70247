// The "server rendering" table of `npm run bench:web` (issue 28): per public page, its LCP as
// served next to the LCP of its static snapshot (the same DOM and CSS without scripts) on the
// same throttled network, and the JavaScript a repeat visit fetches.
import type { Browser, Page } from 'playwright-core';
import { newPage } from '../support/browser';
import { sw } from '../support/catalogue';
import { firstView, SLOW_4G } from '../support/first-view';
import { startServer } from '../support/server';
import { repeatVisitScriptBytes, visit, type Ready } from './repeat-visit';
import { staticSnapshot } from './static-snapshot';

const RUNS = 5;

// `BENCH_LANGUAGE=sw`: the pages as a visitor whose browser asks for Swahili gets them.
const SWAHILI = process.env.BENCH_LANGUAGE === 'sw';
const text = (english: string) => (SWAHILI ? sw(english) : english);
const locale = SWAHILI ? 'sw-KE' : undefined;

const button = (name: string) => (page: Page) =>
  page
    .getByRole('button', { name: text(name), exact: true })
    .first()
    .waitFor({ timeout: 120_000 });

const PAGES: { path: string; ready: Ready }[] = [
  { path: '/', ready: button('Submit Application') },
  {
    path: '/login',
    ready: (page) => page.getByLabel(text('Email')).first().waitFor({ timeout: 120_000 }),
  },
  { path: '/applicationStatus', ready: button('Check Status') },
  { path: '/signUp', ready: button('Sign Up') },
];

export interface PageFigures {
  path: string;
  /** Median LCP (ms) as served, and of the static snapshot; 0 when none was seen. */
  served: number;
  snapshot: number;
  servedRuns: number[];
  snapshotRuns: number[];
  /** The largest CLS of the served runs, while the page became interactive. */
  cls: number;
  /** Bytes of JavaScript transferred over the network by a repeat visit. */
  repeatScriptBytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

/** The environment the bench's servers run with: `SERVER_RENDERING` passes through when set. */
export function benchServerEnv(): Record<string, string> {
  const env: Record<string, string> = { RATE_LIMITS: 'off' };
  if (process.env.SERVER_RENDERING !== undefined) {
    env.SERVER_RENDERING = process.env.SERVER_RENDERING;
  }
  return env;
}

async function measurePage(browser: Browser, baseURL: string, path: string, ready: Ready) {
  // Unthrottled: the page as it stands once ready (its snapshot), then the visitor comes back.
  const { page } = await newPage(browser, baseURL, locale ? { locale } : {});
  let html: string;
  let repeatScriptBytes: number;
  try {
    await visit(page, path, ready);
    html = await staticSnapshot(page);
    repeatScriptBytes = await repeatVisitScriptBytes(page, path, ready);
  } finally {
    await page.context().close();
  }
  // Throttled, side by side: served, snapshot, served, snapshot, ...
  const servedRuns: number[] = [];
  const snapshotRuns: number[] = [];
  let cls = 0;
  const options = { ready, throttling: SLOW_4G, vitals: true, locale };
  for (let run = 0; run < RUNS; run++) {
    const served = await firstView(browser, baseURL, path, options);
    servedRuns.push(served.lcp ?? 0);
    cls = Math.max(cls, served.cls ?? 0);
    const snapshot = await firstView(browser, baseURL, path, {
      ...options,
      html,
      blockScripts: true,
    });
    snapshotRuns.push(snapshot.lcp ?? 0);
  }
  return {
    path,
    served: median(servedRuns),
    snapshot: median(snapshotRuns),
    servedRuns,
    snapshotRuns,
    cls,
    repeatScriptBytes,
  };
}

/** Every public page on one server (demo data, as the rest of the bench). */
export async function measureServerRendering(browser: Browser): Promise<PageFigures[]> {
  const server = await startServer(benchServerEnv(), ['--demo']);
  try {
    const figures: PageFigures[] = [];
    for (const { path, ready } of PAGES) {
      figures.push(await measurePage(browser, server.url, path, ready));
    }
    return figures;
  } finally {
    await server.stop();
  }
}

const seconds = (ms: number) => (ms ? `${(ms / 1000).toFixed(2)} s` : 'not seen');

/** The table's rows: page, LCP as served, LCP of the snapshot, their ratio, repeat-visit JS. */
export function serverRenderingRows(figures: PageFigures[]): string[][] {
  return figures.map((row) => [
    row.path,
    seconds(row.served),
    seconds(row.snapshot),
    row.served && row.snapshot ? `${(row.served / row.snapshot).toFixed(2)}×` : '–',
    row.cls.toFixed(3),
    `${(row.repeatScriptBytes / 1000).toFixed(1)} KB`,
  ]);
}

export const SERVER_RENDERING_HEADER = [
  'page',
  'LCP as served',
  'LCP static snapshot',
  'ratio',
  'CLS',
  'repeat visit JS',
];

export const SERVER_RENDERING_NOTE =
  'LCP: Chromium, 4× CPU slowdown, Slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), median ' +
  `of ${RUNS} runs each, served and snapshot interleaved. Static snapshot: the same page's DOM ` +
  'once ready with all its CSS inlined and no script, served gzipped at the same URL through ' +
  'the same throttled network. Ratio: served / snapshot (goal ≤ 1.5×). CLS: the largest of ' +
  'the served runs, until ready (goal ≤ 0.02). Repeat visit JS: ' +
  'JavaScript transferred over the network by a second visit with a warm cache, cache hits ' +
  'excluded (goal ≤ 5 KB; 1 KB = 1000 B).';
