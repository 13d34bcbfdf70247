import { beaconClientEvents } from './api/beacon-client-events';
import { errorOrigin, errorText, packageOfPath } from './api/error-origin';
import { readPageReleases, readPageToken, type PageReleases } from './api/page-releases';
import { postClientEvents, type ClientEvent, type ClientEventKind } from './api/post-client-events';
import { addRolledBack } from './rolled-back-store';

const SEND_DELAY_MS = 2_000;
const BATCH_SIZE = 20;
const ERRORS_PER_MINUTE = 5;

// Per page load. Without the page's releases (the dev server) nothing is reported.
let releases: PageReleases | null = null;
let pageToken: string | undefined;
const queue: ClientEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let errorTimes: number[] = [];
let viewedPath: string | undefined;

// Offline, a batch is dropped unsent, as a failed request would drop it: the request could only
// fail (and the browser would log the failure), a chunk the network could not give is no fault of
// its release, and the page's view is counted again once the connection is back ('online' below).
function send() {
  timer = undefined;
  const batch = queue.splice(0, BATCH_SIZE);
  if (navigator.onLine) void postClientEvents(batch, pageToken).then(addRolledBack);
  if (queue.length > 0) timer = setTimeout(send, SEND_DELAY_MS);
}

function sendBeforeLeaving() {
  clearTimeout(timer);
  timer = undefined;
  if (!navigator.onLine) queue.length = 0;
  while (queue.length > 0) beaconClientEvents(queue.splice(0, BATCH_SIZE), pageToken);
}

function queueEvent(
  name: string,
  release: string | undefined,
  Kind: ClientEventKind,
  path: string,
  message?: string,
) {
  // A package the page runs no release of cannot be counted.
  const Release = release ?? releases?.[name];
  if (!Release) return;
  queue.push({
    Package: name,
    Release,
    Kind,
    Path: path.slice(0, 500),
    Message: message?.slice(0, 200),
  });
  timer ??= setTimeout(send, SEND_DELAY_MS);
}

function countView(path: string) {
  if (!releases || path === viewedPath) return;
  viewedPath = path;
  queueEvent('shell', undefined, 'view', path);
  const owner = packageOfPath(path);
  if (owner !== 'shell') queueEvent(owner, undefined, 'view', path);
}

/**
 * Counts an error for the package and release `text` (its stack, a file's URL) names, else for
 * the package drawing the page; at most 5 a minute, so a failing loop costs little.
 */
export function reportError(Kind: ClientEventKind, text: string, message: string): void {
  if (!releases) return;
  const now = Date.now();
  errorTimes = errorTimes.filter((time) => now - time < 60_000);
  if (errorTimes.length >= ERRORS_PER_MINUTE) return;
  errorTimes.push(now);
  const path = location.pathname;
  const [name, release] = errorOrigin(text, path);
  queueEvent(name, release, Kind, path, message);
}

/**
 * The page's first script starts it, so that a file failing to load before React is counted
 * too: uncaught errors, unhandled rejections, and scripts or stylesheets that failed to load
 * (their `error` event does not bubble: it is heard while it goes down to them).
 */
export function startReleaseReports(): void {
  releases = readPageReleases();
  if (!releases) return;
  pageToken = readPageToken();
  addEventListener(
    'error',
    (event) => {
      const file = event.target;
      if (file instanceof HTMLScriptElement || file instanceof HTMLLinkElement) {
        const url = file instanceof HTMLScriptElement ? file.src : file.href;
        reportError('chunk', url, url);
      } else if (event instanceof ErrorEvent) {
        const { error, message, filename } = event;
        reportError(
          'error',
          `${errorText(error)} ${filename}`,
          error instanceof Error ? error.message : message,
        );
      }
    },
    true,
  );
  addEventListener('unhandledrejection', ({ reason }) =>
    reportError(
      'rejection',
      errorText(reason),
      reason instanceof Error ? reason.message : String(reason),
    ),
  );
  addEventListener('pagehide', sendBeforeLeaving);
  // A page drawn offline (the installed app's last page) counts its view again once the network
  // is back: the server counts one per page, and its answer names a release rolled back meanwhile.
  addEventListener('online', () => {
    const path = viewedPath;
    viewedPath = undefined;
    if (path) countView(path);
  });
}

/** What countPageViews needs of the router. */
interface PathnameSource {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): unknown;
}

/** A view of the shell, and of the portal drawing it, for each pathname the router shows. */
export function countPageViews(router: PathnameSource): void {
  countView(router.state.location.pathname);
  router.subscribe((state) => countView(state.location.pathname));
}
