/** Each package's release on this page, by package name ('shell', 'intern-portal', ...). */
export type PageReleases = Partial<Record<string, string>>;

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
