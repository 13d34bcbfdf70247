import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { builtIndexReader, pageHtml, type PortalName } from './page-html';
import { portalRoutesFilesReader } from './portal-routes-files';
import { remoteLocations } from './remotes';

export const PORTALS = ['public-portal', 'intern-portal', 'supervisor-portal', 'admin-portal'];

const portalKey = (name: string) => name.replace('-', '_') as PortalName;

const NO_CACHE_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json']);
const HASHED = /(^|[.-])[0-9a-f]{16,20}\./i;

/** Content-hashed files never change; entry points must always be revalidated. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (!NO_CACHE_FILES.has(name) && HASHED.test(name)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'no-cache';
}

const setHeaders = (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
};

const NOT_BUILT =
  'The front end is not built yet. Run `npm run build` (or `npm start`) at the repository root. ' +
  'The API answers under /api (see /api/docs).';

/**
 * Serves the built shell at `/` (SPA fallback for extension-less GET paths) and each portal
 * under `/portals/<name>/`. Missing dist folders are tolerated: the API keeps working.
 */
export default fp(
  async (app) => {
    const root = app.config.FRONTEND_ROOT;
    const shellDist = path.join(root, 'shell', 'dist');
    const readIndex = builtIndexReader(path.join(shellDist, 'index.html'));
    const remotes = remoteLocations(app.config);
    // preCompressed: the builds ship .br and .gz beside each file (compression-webpack-plugin).
    const common = {
      // The builds keep their source maps for whoever debugs on the server, not for visitors.
      allowedPath: (pathName: string) => !pathName.endsWith('.map'),
      wildcard: true,
      cacheControl: false,
      etag: true,
      preCompressed: true,
      setHeaders,
    } as const;

    // `index: false`: '/' is a page like the others, answered below with its portal's preload.
    await app.register(fastifyStatic, { ...common, root: shellDist, prefix: '/', index: false });
    const routesFiles = new Map<PortalName, () => string[]>();
    for (const name of PORTALS) {
      const dist = path.join(root, name, 'dist');
      const prefix = `/portals/${name}/`;
      await app.register(fastifyStatic, { ...common, root: dist, prefix, decorateReply: false });
      // Only for a portal served from its build here: one elsewhere has its own files.
      const portal = portalKey(name);
      if (remotes[portal] === `${prefix}remoteEntry.js`)
        routesFiles.set(portal, portalRoutesFilesReader(dist, prefix));
    }
    const routesFilesOf = (portal: PortalName) => routesFiles.get(portal)?.() ?? [];

    const sendPage = (pathname: string, reply: FastifyReply) => {
      const indexHtml = readIndex();
      if (indexHtml === null) {
        return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      }
      reply.header('Cache-Control', 'no-cache');
      return reply
        .type('text/html; charset=utf-8')
        .send(pageHtml(indexHtml, remotes, pathname, routesFilesOf));
    };
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage('/', reply));

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0];
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api' &&
        !pathname.startsWith('/portals/') &&
        path.extname(pathname) === '';
      if (!isPage) {
        return reply.code(404).send({ message: `Route ${request.method}:${pathname} not found` });
      }
      return sendPage(pathname, reply);
    });
  },
  { name: 'static-files', dependencies: ['config'] },
);
