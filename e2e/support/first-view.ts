import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { newPage, storeSession } from './browser';

export interface LoadedScript {
  path: string;
  raw: number;
  gzip: number;
}

export interface FirstView {
  scripts: LoadedScript[];
  gzip: number;
  raw: number;
  /** Largest contentful paint and cumulative layout shift, when `vitals` was asked for. */
  lcp?: number;
  cls?: number;
}

export interface Throttling {
  /** Chromium's CPU slowdown factor (4 = a mid-range phone). */
  cpu: number;
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
}

/** Lighthouse's mobile profile: Slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), 4× CPU. */
export const SLOW_4G: Throttling = {
  cpu: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

interface Vitals {
  lcp: number;
  cls: number;
}
// The functions below run in the page, so they share this type, not a helper.
type WithVitals = { __vitals: Vitals };

// Kept in the page from its first script: the last LCP candidate and the sum of layout shifts
// without recent input, as the web-vitals library counts them.
function recordVitals() {
  const vitals: Vitals = { lcp: 0, cls: 0 };
  (window as unknown as WithVitals).__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) vitals.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function throttle(page: Page, throttling: Throttling) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: throttling.downloadBytesPerSecond,
    uploadThroughput: throttling.uploadBytesPerSecond,
  });
}

export interface FirstViewOptions {
  /** Signs in as this role (a stored session with `token`) before the first script runs. */
  session?: { role: 'INT' | 'SUP' | 'ADM' | 'ACA'; token: string };
  /** Waits for this to be visible: the page is usable. */
  ready: (page: Page) => Promise<unknown>;
  throttling?: Throttling;
  vitals?: boolean;
  /** Serves this HTML (status 200, gzipped, throttled alike) as the page's document instead. */
  html?: string;
  /** Aborts every script request (`.js`), as for a page served without scripts. */
  blockScripts?: boolean;
  /** The browser's language (its Accept-Language), e.g. 'sw-KE'; Playwright's default else. */
  locale?: string;
}

/**
 * Serves `html` gzipped (as the app's server sends its pages) from a server of its own, and
 * answers the request for the document at `documentURL` from there, so the page keeps its URL and
 * the throttling applies: a `route.fulfill` answer would skip the emulated network. Aborts every
 * script when asked. Returns what closes that server.
 */
async function serveInstead(page: Page, documentURL: URL, html?: string, blockScripts?: boolean) {
  let htmlURL = '';
  let close = () => {};
  if (html !== undefined) {
    const body = gzipSync(html, { level: 9 });
    const server = createServer((_request, response) => {
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Encoding': 'gzip',
        'Content-Length': body.length,
        'Cache-Control': 'no-cache',
      });
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    htmlURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    close = () => server.close();
  }
  await page.route('**/*', async (route, request) => {
    const url = new URL(request.url());
    if (htmlURL && request.isNavigationRequest() && url.href === documentURL.href) {
      await route.continue({ url: htmlURL });
    } else if (
      blockScripts &&
      (request.resourceType() === 'script' || url.pathname.endsWith('.js'))
    ) {
      await route.abort('blockedbyclient');
    } else {
      await route.continue();
    }
  });
  return close;
}

/**
 * A first visit with an empty cache: every JavaScript file the page downloads until it is usable
 * and the network is idle, with its raw size and its size gzipped (level 9, as the build does).
 */
export async function firstView(
  browser: Browser,
  baseURL: string,
  path: string,
  { session, ready, throttling, vitals, html, blockScripts, locale }: FirstViewOptions,
): Promise<FirstView> {
  const { page } = await newPage(browser, baseURL, locale ? { locale } : {});
  let stopServing = () => {};
  try {
    if (session) await storeSession(page, session.role, session.token);
    if (vitals) await page.addInitScript(recordVitals);
    if (throttling) await throttle(page, throttling);
    if (html !== undefined || blockScripts) {
      stopServing = await serveInstead(page, new URL(path, baseURL), html, blockScripts);
    }
    const pending: Promise<LoadedScript | null>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      pending.push(
        response.body().then(
          (body) => ({
            path: url.pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          }),
          () => null,
        ),
      );
    });
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(pending)).filter((script) => script !== null);
    const result: FirstView = {
      scripts,
      gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
      raw: scripts.reduce((sum, script) => sum + script.raw, 0),
    };
    if (vitals) {
      // Chromium hands LCP entries to observers after the paint they describe; on a slowed CPU
      // the network can fall idle first, and reading at once then found none.
      await page
        .waitForFunction(() => (window as unknown as WithVitals).__vitals.lcp > 0, undefined, {
          timeout: 15_000,
        })
        .catch(() => undefined);
      Object.assign(result, await page.evaluate(() => (window as unknown as WithVitals).__vitals));
    }
    return result;
  } finally {
    await page.context().close();
    stopServing();
  }
}
