import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { isCacheFilesMessage } from './service-worker/messages';
import {
  isKeptPage,
  isReleaseFile,
  LAST_DASHBOARD_PAGE,
  PAGES_CACHE,
  pageKey,
} from './service-worker/offline-pages';

// The installed app's service worker (docs/decisions.md, "Releases and how index.html is made"),
// served at /sw.js from the live shell release of the browser's share. It never answers /api nor
// /remotes.json: those go to the network as if it were not there.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// A new worker (a new shell release) takes over at once: the pages it serves come from the
// network while online, and the files of the release an open page runs stay on the server.
void self.skipWaiting();
clientsClaim();

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// A release's files are named by their content: once kept, never asked again. Bounded, as
// every release of every portal the browser ran would otherwise stay.
const releaseFiles = new CacheFirst({
  cacheName: 'releases',
  plugins: [
    new ExpirationPlugin({
      maxEntries: 400,
      maxAgeSeconds: 30 * 24 * 3600,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(({ url }) => isReleaseFile(url, self.location.origin), releaseFiles);

/**
 * The intern's pages, network first: online always the server's page, so a release rolled back
 * or ended is never served once the network answers; offline the page last fetched for that
 * path, else the last dashboard page kept (the shell draws any of its paths).
 */
async function keptPage({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const cache = await caches.open(PAGES_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      const kept = Promise.all([
        cache.put(pageKey(url), response.clone()),
        cache.put(new URL(LAST_DASHBOARD_PAGE, url).href, response.clone()),
      ]);
      event.waitUntil(kept);
    }
    return response;
  } catch (error) {
    const options = { ignoreVary: true };
    const kept =
      (await cache.match(pageKey(url), options)) ??
      (await cache.match(new URL(LAST_DASHBOARD_PAGE, url).href, options));
    if (kept) return kept;
    throw error;
  }
}
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && isKeptPage(url.pathname),
  keptPage,
);

// The files the page loaded before this worker controlled it (its first visit): kept too, from
// the browser's HTTP cache, where they just arrived.
self.addEventListener('message', (event) => {
  if (!isCacheFilesMessage(event.data)) return;
  const urls = event.data.urls
    .map((href) => new URL(href, self.location.origin))
    .filter((url) => isReleaseFile(url, self.location.origin));
  event.waitUntil(
    Promise.allSettled(
      urls.map((url) => releaseFiles.handle({ event, request: new Request(url.href) })),
    ),
  );
});
