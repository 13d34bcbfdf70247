import { PORTALS } from 'shared-api/portals';
import { portalOfPath } from 'shared-api/portals';

// A release's files are served under /releases/<package>/<16 hex digits>/.
const RELEASE_URL = /\/releases\/([a-z-]+)\/([0-9a-f]{16})\//;

/** The package that draws `path`: its portal ('intern-portal', ...), else the shell. */
export function packageOfPath(path: string): string {
  const remote = portalOfPath(path);
  return PORTALS.find((portal) => portal.remote === remote)?.package ?? 'shell';
}

/**
 * An error's messages and stacks, its cause's first: a PageLoadError's cause names the file that
 * could not be loaded, its own stack only the shell's code that tried.
 */
export function errorText(error: unknown, depth = 3): string {
  return error instanceof Error && depth > 0
    ? `${errorText(error.cause, depth - 1)} ${error.message} ${error.stack}`
    : '';
}

/**
 * The package and release whose file `text` (a stack, a file's URL) names first, else the
 * package that draws `path`, whose release is then the page's.
 */
export function errorOrigin(text: string, path: string): [name: string, release?: string] {
  const found = RELEASE_URL.exec(text);
  return found ? [found[1], found[2]] : [packageOfPath(path)];
}
