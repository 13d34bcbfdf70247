import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { SHELL_BASE_PLACEHOLDER } from '../domain/releases/release-check';
import { releaseDir } from '../domain/releases/release-ids';
import { requestLanguage } from '../lib/request-language';
import { textsIn } from '../lib/texts';
import { releaseGroup } from './release-group';

/** The light theme's top bar and page: what a phone paints around the installed app. */
export const THEME_COLOR = '#1d4e89';
const BACKGROUND_COLOR = '#ffffff';

/** The icons the shell's build draws (shell/app-icons.cjs), in each shell release. */
const ICONS = [
  { file: 'icon-192.png', sizes: '192x192', purpose: 'any' },
  { file: 'icon-512.png', sizes: '512x512', purpose: 'any' },
  { file: 'icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' },
];

/**
 * The installed app (docs/decisions.md, "Releases and how index.html is made"): its web app
 * manifest, in the request's language, and its service worker, /sw.js, which is the live shell
 * release's of the browser's share (release_group), with that release's URL written in, so a shell
 * release or rollback reaches the worker at the browser's next check (no-cache: always asked
 * again).
 */
export default fp(
  async (app) => {
    const { config } = app;
    const shellBase = (releaseId: string) => `${config.RELEASES_URL}shell/${releaseId}/`;
    // A release's files never change: each worker is read once.
    const workers = new Map<string, string | null>();
    const workerOf = (releaseId: string) => {
      if (!workers.has(releaseId)) {
        const file = path.join(releaseDir(config.RELEASES_DIR, 'shell', releaseId), 'sw.js');
        workers.set(
          releaseId,
          fs.existsSync(file)
            ? fs.readFileSync(file, 'utf8').replaceAll(SHELL_BASE_PLACEHOLDER, shellBase(releaseId))
            : null,
        );
      }
      return workers.get(releaseId) ?? null;
    };

    app.get('/sw.js', { schema: { hide: true } }, async (request, reply) => {
      const shell = (await app.liveFrontEnd(releaseGroup(request, reply))).releases.shell;
      const worker = shell ? workerOf(shell) : null;
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
      if (!worker) return reply.code(404).send({ message: 'No service worker is released.' });
      return reply.type('text/javascript; charset=utf-8').send(worker);
    });

    app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
      const language = requestLanguage(request);
      const { t } = textsIn(language);
      const shell = (await app.liveFrontEnd(releaseGroup(request, reply))).releases.shell;
      const icons = shell
        ? ICONS.map(({ file, sizes, purpose }) => ({
            src: `${shellBase(shell)}${file}`,
            sizes,
            type: 'image/png',
            purpose,
          }))
        : [];
      reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Language, Cookie')
        .type('application/manifest+json; charset=utf-8');
      return JSON.stringify({
        id: '/app',
        name: t('Internship Programme'),
        short_name: t('Internships'),
        description: t('Apply for an internship and run the internship programme.'),
        lang: language,
        start_url: '/app',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons,
      });
    });
  },
  { name: 'installed-app', dependencies: ['config', 'live-releases'] },
);
