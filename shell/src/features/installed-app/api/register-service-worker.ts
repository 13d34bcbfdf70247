import type { CacheFilesMessage } from '../../../service-worker/messages';

/**
 * Registers the service worker (/sw.js, the live shell release's) once the page has loaded, so
 * that it never competes with the page's own files; only on pages the server drew (the dev
 * server has no worker). The files the page loaded meanwhile are handed to it to keep.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !document.getElementById('page-releases')) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then(({ active }) => {
        const urls = performance.getEntriesByType('resource').map(({ name }) => name);
        active?.postMessage({ type: 'CACHE_FILES', urls } satisfies CacheFilesMessage);
      })
      // Without a worker the app works online as before.
      .catch(() => undefined);
  // A page the server drew starts its scripts after it has painted, often once it has loaded:
  // then they say when they have all loaded (server/src/domain/server-rendering).
  const started = document.getElementById('startup-scripts');
  if (started && document.readyState === 'complete') {
    if ((window as { __startupLoaded?: number }).__startupLoaded) register();
    else addEventListener('startup-loaded', register, { once: true });
  } else addEventListener('load', register, { once: true });
}
