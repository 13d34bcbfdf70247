import { SERVER_RENDERED_PAGES } from './lazy-page-registry';

type WithRecorder = { [SERVER_RENDERED_PAGES]?: Set<string> };

/**
 * Runs a server render and returns its result with the lazy pages it drew, which the browser
 * loads before it hydrates. One page is rendered at a time, and the shell's and the public
 * portal's server builds each hold a copy of the registry: the names meet on a global.
 */
export async function withServerRenderedPages<T>(
  render: () => Promise<T>,
): Promise<{ result: T; pages: string[] }> {
  const pages = new Set<string>();
  (globalThis as WithRecorder)[SERVER_RENDERED_PAGES] = pages;
  try {
    return { result: await render(), pages: [...pages] };
  } finally {
    delete (globalThis as WithRecorder)[SERVER_RENDERED_PAGES];
  }
}
