import fs from 'node:fs';

interface Manifest {
  exposes?: { path?: string; assets?: { js?: { sync?: unknown } } }[];
}

/**
 * The files of a portal's exposed routes that its remoteEntry.js loads first, read from the
 * mf-manifest.json of its release. A page preloads them beside its portal's entry: the browser
 * would find them only once the entry has run.
 */
export function portalRoutesFiles(manifestFile: string): string[] {
  try {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    const sync = manifest.exposes?.find((expose) => expose.path === './routes')?.assets?.js?.sync;
    return Array.isArray(sync)
      ? sync.filter((file): file is string => typeof file === 'string')
      : [];
  } catch {
    return []; // the page only loses a head start
  }
}
