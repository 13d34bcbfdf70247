// The lazy pages by name, so that a server-rendered page can name the ones it drew and the
// browser load them all before it hydrates (docs/decisions.md, "Server rendering").
const loaders = new Map<string, () => Promise<unknown>>();

export const registerLazyPage = (name: string, load: () => Promise<unknown>) =>
  void loaders.set(name, load);

/** Loads the pages of these names that the loaded code defines; unknown names are skipped. */
export const preloadLazyPages = (names: readonly string[]) =>
  Promise.all(names.map((name) => loaders.get(name)?.()));

// On the server (server-rendered-pages.ts), the names of the lazy pages drawn meet on a global;
// in a browser it is never set.
export const SERVER_RENDERED_PAGES = '__serverRenderedPages';

export const recordServerRenderedPage = (name: string) =>
  (globalThis as { [SERVER_RENDERED_PAGES]?: Set<string> })[SERVER_RENDERED_PAGES]?.add(name);
