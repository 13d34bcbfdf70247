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

// On the server, one page is rendered at a time, and the shell's and the public portal's server
// builds each hold a copy of this module: the names drawn meet on a global of the render.
type WithRecorder = { __serverRenderedPages?: Set<string> };

export function recordServerRenderedPage(name: string): void {
  if (typeof window !== 'undefined') return;
  (globalThis as WithRecorder).__serverRenderedPages?.add(name);
}

/** Runs `render` and returns what it returned with the lazy pages it drew. */
export async function withServerRenderedPages<T>(
  render: () => Promise<T>,
): Promise<{ result: T; pages: string[] }> {
  const pages = new Set<string>();
  (globalThis as WithRecorder).__serverRenderedPages = pages;
  try {
    return { result: await render(), pages: [...pages] };
  } finally {
    delete (globalThis as WithRecorder).__serverRenderedPages;
  }
}
