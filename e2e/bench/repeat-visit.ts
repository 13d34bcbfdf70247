// A repeat visit with a warm cache (issue 28): the JavaScript a page fetches over the network
// when the visitor comes back, counted by the DevTools protocol as Chromium transferred it.
import type { Page } from 'playwright-core';

export type Ready = (page: Page) => Promise<unknown>;

/** Opens `path` and waits until it is usable and the network idle. */
export async function visit(page: Page, path: string, ready: Ready) {
  await page.goto(path, { timeout: 120_000 });
  await ready(page);
  await page.waitForLoadState('networkidle');
}

/**
 * For a page that has just visited `path` (so its cache holds what the page fetched): visits it
 * again, with the browser's normal cache, and returns the bytes of JavaScript transferred over
 * the network (headers and body as encoded; a 304 counts its headers). Responses served from
 * the memory, disk or prefetch cache, or by a service worker, transfer nothing and are left out.
 */
export async function repeatVisitScriptBytes(page: Page, path: string, ready: Ready) {
  const cdp = await page.context().newCDPSession(page);
  const scripts = new Set<string>();
  const cached = new Set<string>();
  let bytes = 0;
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const fromCache =
      response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker;
    if (fromCache) cached.add(requestId);
    if (type === 'Script' || new URL(response.url).pathname.endsWith('.js')) {
      scripts.add(requestId);
    }
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (scripts.has(requestId) && !cached.has(requestId)) bytes += encodedDataLength;
  });
  await cdp.send('Network.enable');
  try {
    await visit(page, path, ready);
  } finally {
    await cdp.detach();
  }
  return bytes;
}
