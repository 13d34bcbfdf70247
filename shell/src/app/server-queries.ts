import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** An answer the server drew a page with: a query's key and its data. */
export type ServerQuery = [key: QueryKey, data: unknown];

/** The element the server writes a page's answers in (server/src/plugins/page-html.ts). */
export const SERVER_QUERIES_ID = 'server-queries';

/**
 * The answers the server drew this page with, so the browser's first render shows what the
 * markup shows (and hydrates it) instead of asking again; none on the server or without them.
 */
export function readServerQueries(): ServerQuery[] {
  if (typeof document === 'undefined') return [];
  const text = document.getElementById(SERVER_QUERIES_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerQuery[]) : [];
}

export function seedQueries(client: QueryClient, queries: ServerQuery[]) {
  for (const [key, data] of queries) client.setQueryData(key, data);
}
