/**
 * Writes the page's `#page-releases` as the server does (tests only); `null` leaves the page
 * without one, as the dev server serves it.
 */
export function writePageReleases(releases: Record<string, string> | string | null) {
  document.getElementById('page-releases')?.remove();
  if (releases === null) return;
  const element = document.createElement('script');
  element.id = 'page-releases';
  element.type = 'application/json';
  element.textContent = typeof releases === 'string' ? releases : JSON.stringify(releases);
  document.head.append(element);
}
