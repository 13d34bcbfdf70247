/** Each package's release on this page, by package name ('shell', 'intern-portal', ...). */
export type PageReleases = Partial<Record<string, string>>;

/**
 * The page's token (`<meta name="page-token">`), which its reports carry: the server counts only
 * what pages it drew report (docs/decisions.md, "Releases to a share of users").
 */
export const readPageToken = () =>
  document.querySelector('meta[name="page-token"]')?.getAttribute('content') ?? undefined;

/** What the server writes into the page (`#page-releases`); the dev server writes none. */
export function readPageReleases(): PageReleases | null {
  const text = document.getElementById('page-releases')?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as PageReleases) : null;
  } catch {
    return null;
  }
}
