/**
 * Which pages the service worker keeps for offline use, and under which key (docs/decisions.md,
 * "Releases and how index.html is made"). The intern's pages and the app's start only: other roles'
 * portals stay online-only, and a public page (some carry a person's name, as a letter's
 * verification page) is never kept. A page's HTML is the same shell for every path of a dashboard
 * (it holds no data, which comes from /api), so a path never opened before is drawn from the last
 * one kept.
 */
const KEPT = /^\/(?:internDashboard|app)(?:\/|$)/;

export const PAGES_CACHE = 'pages';

/** The key of the last dashboard page kept, for a path of the dashboard never opened. */
export const LAST_DASHBOARD_PAGE = '/internDashboard/__last-page';

export function isKeptPage(pathname: string): boolean {
  return KEPT.test(pathname);
}

/** A page is kept per path: its query string (a filter, a tab) does not make another page. */
export function pageKey(url: URL): string {
  return `${url.origin}${url.pathname.replace(/\/+$/, '') || '/'}`;
}

/** Whether a URL is a release's file: named by its content, so it never changes. */
export function isReleaseFile(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/releases/');
}
