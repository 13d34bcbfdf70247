/**
 * A page's code that could not be downloaded, even on a second try: the release it belongs to
 * is gone (a page opened before the last few releases) or the network is down. A reload fetches
 * the live release's code; the session, kept in localStorage, survives it.
 */
export class PageLoadError extends Error {
  override name = 'PageLoadError';
  constructor(cause: unknown) {
    super('The code of this page could not be loaded', { cause });
  }
}

// By name, not instanceof: the shell and a portal may each hold this module's code.
export const isPageLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'PageLoadError' || error.name === 'ChunkLoadError');

export const RETRY_DELAY_MS = 500;

/** Runs `load`, and once more after a pause if it fails; then a PageLoadError. */
export async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    try {
      // webpack forgets a chunk that failed, so the same import() fetches it again.
      return await load();
    } catch (error) {
      throw new PageLoadError(error);
    }
  }
}
