import path from 'node:path';
import { releaseSettings } from '../src/domain/releases/release-settings';
import { readLiveReleases } from '../src/domain/releases/releases.repository';
import { publishRelease } from '../src/domain/releases/releases.service';
import { releaseFakeBuilds, SHELL_MAIN, writeShellBuild } from './helpers/fake-builds';
import { useTestApp } from './helpers/test-app';

// Issue 71: the installed app's manifest and service worker.

describe('the installed app', () => {
  const ctx = useTestApp('sqlite');
  let shell = '';
  beforeAll(async () => {
    await releaseFakeBuilds(ctx.app.db, ctx.config, ['public-portal', 'intern-portal']);
    shell = (await readLiveReleases(ctx.app.db)).shell;
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('describes the app in the reader’s language, starting at /app, with the live icons', async () => {
    const res = await get('/manifest.webmanifest', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'Internship Programme',
      short_name: 'Internships',
      start_url: '/app',
      scope: '/',
      display: 'standalone',
      theme_color: '#1d4e89',
      background_color: '#ffffff',
    });
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => icon)).toEqual([
      expect.objectContaining({ sizes: '192x192', purpose: 'any', type: 'image/png' }),
      expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
      expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
    ]);
    for (const icon of manifest.icons as { src: string }[]) {
      expect(icon.src).toMatch(new RegExp(`^/releases/shell/${shell}/icon-`));
      const file = await get(icon.src);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    }

    const swahili = await get('/manifest.webmanifest', { cookie: 'lang=sw' });
    expect(swahili.json()).toMatchObject({ name: 'Mpango wa Mafunzo Kazini', lang: 'sw' });
  });

  it('serves /app as the shell’s own page, with no portal preloaded', async () => {
    const res = await get('/app');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).not.toContain('<link rel="preload" as="script"');
  });

  it('serves the live shell’s service worker at /sw.js, naming its release’s files', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`/releases/shell/${shell}/${SHELL_MAIN}`);
    expect(res.body).not.toContain('__shell_release__');
  });

  it('serves each share its own shell’s worker, and the live one once the share ends', async () => {
    const dir = path.join(ctx.dataDir, 'shell-share');
    writeShellBuild(dir, { title: 'shell on a share' });
    const { releaseId } = await publishRelease(
      ctx.app.db,
      releaseSettings(ctx.config),
      'shell',
      dir,
      { gitCommit: null, share: 50 },
    );
    const worker = async (group: number) =>
      (await get('/sw.js', { cookie: `release_group=${group}` })).body;
    expect(await worker(10)).toContain(`/releases/shell/${releaseId}/${SHELL_MAIN}`);
    expect(await worker(10)).toContain('shell on a share');
    expect(await worker(60)).toContain(`/releases/shell/${shell}/${SHELL_MAIN}`);
    expect(await worker(60)).not.toContain('shell on a share');
  });
});

describe('the installed app before any shell release', () => {
  const ctx = useTestApp('sqlite');

  it('has no service worker to serve', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(404);
  });
});
