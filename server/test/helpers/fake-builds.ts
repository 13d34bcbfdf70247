import fs from 'node:fs';
import path from 'node:path';
import { PORTALS } from 'shared-api/portals';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/database';
import { releaseSettings } from '../../src/domain/releases/release-settings';
import { publishBuilds } from '../../src/domain/releases/releases.service';

export const SHELL_MAIN = 'main.0123456789abcdef01.js';
export const ROUTES_FILE = '__federation_expose_routes.0123456789abcdef0123.js';

export const SHARED = { react: '19.3.1', '@mui/material/Button': '9.5.0' };
/** What build-info.json names beside the manifest. */
export const LIBRARIES = { 'react-router': '7.9.4' };
export const SHARED_SOURCES = 'a1b2c3d4e5f6';
export const RUNTIME = '2.9.2';

const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

const manifest = (
  globalName: string,
  shared: Record<string, string>,
  runtime: string,
  fromShell: Record<string, string> = {},
) => ({
  name: globalName,
  metaData: { globalName, pluginVersion: runtime },
  shared: [
    ...Object.entries(shared).map(([name, version]) => ({ name, version })),
    // What a portal takes from the shell: named in its manifest with no file of its own, and
    // with the version on disk (shared-api's own 0.1.0); the version asked for is the one needed.
    ...Object.entries(fromShell).map(([name, version]) => ({
      name,
      version: '0.1.0',
      requiredVersion: `^${version}`,
      assets: { js: { sync: [], async: [] } },
    })),
  ],
  exposes: [
    { name: 'routes', path: './routes', assets: { js: { sync: [ROUTES_FILE], async: [] } } },
  ],
});

/** What the shell's build writes, in part: an index.html naming its files by the placeholder. */
export function writeShellBuild(
  dir: string,
  {
    title = 'shell',
    shared = SHARED as Record<string, string>,
    libraries = LIBRARIES,
    sharedSources = SHARED_SOURCES,
  } = {},
) {
  write(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><title>${title}</title>` +
      `<link rel="icon" href="/__shell_release__/favicon.svg">` +
      `<script defer src="/__shell_release__/${SHELL_MAIN}"></script></head>` +
      `<body><div id="root"></div></body></html>`,
  );
  write(path.join(dir, SHELL_MAIN), `console.log(${JSON.stringify(title)})`);
  write(path.join(dir, `${SHELL_MAIN}.map`), '{"version":3}');
  write(path.join(dir, 'favicon.svg'), '<svg/>');
  // The service worker names the files it precaches by the placeholder too; the icons.
  write(
    path.join(dir, 'sw.js'),
    `self.precached = ${JSON.stringify([`/__shell_release__/${SHELL_MAIN}`, title])};`,
  );
  for (const icon of ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png']) {
    write(path.join(dir, icon), `PNG of ${title}`);
  }
  write(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest('shell', shared, RUNTIME)));
  write(path.join(dir, 'build-info.json'), JSON.stringify({ versions: libraries, sharedSources }));
}

/** A portal's build: a remoteEntry.js defining its container, and its routes file. */
export function writePortalBuild(
  dir: string,
  pkg: string,
  {
    text = 'My Tasks',
    shared = SHARED,
    runtime = RUNTIME,
    libraries = LIBRARIES,
    sharedSources = SHARED_SOURCES,
    fromShell = {} as Record<string, string>,
  } = {},
) {
  const globalName = pkg.replaceAll('-', '_');
  write(
    path.join(dir, 'remoteEntry.js'),
    `var ${globalName};(()=>{${globalName}={get(){},init(){}}})();`,
  );
  write(path.join(dir, ROUTES_FILE), `export const text = ${JSON.stringify(text)};`);
  write(path.join(dir, `${ROUTES_FILE}.map`), '{"version":3}');
  write(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify(manifest(globalName, shared, runtime, fromShell)),
  );
  write(path.join(dir, 'build-info.json'), JSON.stringify({ versions: libraries, sharedSources }));
}

export const PORTAL_PACKAGES = PORTALS.map((portal) => portal.package);

/** Writes every package's build under FRONTEND_ROOT and releases them, as a server start does. */
export async function releaseFakeBuilds(db: Db, config: Config, packages = PORTAL_PACKAGES) {
  writeShellBuild(path.join(config.FRONTEND_ROOT, 'shell', 'dist'));
  for (const pkg of packages) {
    writePortalBuild(path.join(config.FRONTEND_ROOT, pkg, 'dist'), pkg);
  }
  const errors: string[] = [];
  await publishBuilds(db, releaseSettings(config), config.FRONTEND_ROOT, {
    info: () => undefined,
    error: (message) => errors.push(message),
  });
  if (errors.length > 0) throw new Error(errors.join('\n'));
}

/**
 * What the shell's server build exports (dist/server/render-page.cjs), in part: each page shows
 * the public portal's text and how many times this worker has drawn it in its language (named
 * when not English); /signUp fails.
 */
export function writeShellServerBuild(dir: string) {
  write(
    path.join(dir, 'server', 'render-page.cjs'),
    `const drawn = {};
exports.renderPage = async (url, portals, queries = [], language = 'en') => {
  if (url === '/signUp') throw new Error('the sign-up page cannot be drawn');
  const key = language + ' ' + url;
  drawn[key] = (drawn[key] || 0) + 1;
  const answers = queries.map(([key, data]) => '<p>' + key.join(' ') + ': ' + JSON.stringify(data) + '</p>');
  const other = language === 'en' ? '' : '<p>in ' + language + '</p>';
  return {
    html: '<h1>' + portals.public_portal.Routes + ' ' + url + ' #' + drawn[key] + '</h1>' + other + answers.join(''),
    styles: '<style data-emotion="css abc">h1{color:red}' + '/* the page */'.repeat(200) + '</style>',
    pages: ['QueryLayout', 'Page</script>'],
  };
};`,
  );
}

/** The public portal's server build (dist/server/routes.cjs): its route tree, here a text. */
export function writePortalServerBuild(dir: string, text: string) {
  write(path.join(dir, 'server', 'routes.cjs'), `exports.Routes = ${JSON.stringify(text)};`);
}
