// The lazy pages by name, so that a server-rendered page can name the ones it drew and the
// browser load them all before it hydrates (docs/decisions.md, "Server rendering").
const loaders = new Map<string, (() => Promise<void>)[]>();

export function registerLazyPage(name: string, load: () => Promise<void>): void {
  loaders.set(name, [...(loaders.get(name) ?? []), load]);
}

/** Loads the pages of these names that the loaded code defines; unknown names are skipped. */
export async function preloadLazyPages(names: readonly string[]): Promise<void> {
  await Promise.all(names.flatMap((name) => (loaders.get(name) ?? []).map((load) => load())));
}

// On the server (server-rendered-pages.ts), the names of the lazy pages drawn meet on a global.
export const SERVER_RENDERED_PAGES = '__serverRenderedPages';

export function recordServerRenderedPage(name: string): void {
  if (typeof window === 'undefined') {
    (globalThis as { [SERVER_RENDERED_PAGES]?: Set<string> })[SERVER_RENDERED_PAGES]?.add(name);
  }
}
