import fs from 'node:fs';
import path from 'node:path';
import { builtFileReader } from './built-file-reader';

interface Manifest {
  exposes?: { path?: string; assets?: { js?: { sync?: unknown } } }[];
}

function routesFiles(manifestFile: string, urlPrefix: string): string[] {
  try {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    const sync = manifest.exposes?.find((expose) => expose.path === './routes')?.assets?.js?.sync;
    return Array.isArray(sync)
      ? sync
          .filter((file): file is string => typeof file === 'string')
          .map((file) => urlPrefix + file)
      : [];
  } catch {
    return []; // no build, or one being written: the page only loses a head start
  }
}

/**
 * The files of a portal's exposed routes that its remoteEntry.js loads first, read from the
 * mf-manifest.json of the build served here (read again only when the build replaced it). A
 * page preloads them beside its portal's entry: the browser would find them only once the entry
 * has run.
 */
export const portalRoutesFilesReader = (distDir: string, urlPrefix: string) =>
  builtFileReader(
    path.join(distDir, 'mf-manifest.json'),
    (file) => routesFiles(file, urlPrefix),
    [] as string[],
  );
