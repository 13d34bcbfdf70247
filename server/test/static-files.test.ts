import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { readLiveReleases } from '../src/domain/releases/releases.repository';
import { releaseFakeBuilds, ROUTES_FILE, SHELL_MAIN } from './helpers/fake-builds';
import { startTestApp, stopTestApp, useTestApp } from './helpers/test-app';

/** The page settings the server wrote into a page (#app-settings). */
function settingsOf(html: string): unknown {
  const json = /<script id="app-settings" type="application\/json">(.*?)<\/script>/.exec(html);
  return JSON.parse(json?.[1] ?? 'null');
}

describe('front-end serving', () => {
  const ctx = useTestApp('sqlite');
  const live: Record<string, string> = {};
  const base = (pkg: string) => `/releases/${pkg}/${live[pkg]}`;
  beforeAll(async () => {
    await releaseFakeBuilds(ctx.app.db, ctx.config, ['public-portal', 'intern-portal']);
    Object.assign(live, await readLiveReleases(ctx.app.db));
  });

  it('serves the live shell at / with no-cache, naming the files of its release', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
    expect(res.body).toContain(`<script defer src="${base('shell')}/${SHELL_MAIN}"></script>`);
    expect(res.body).toContain(`<link rel="icon" href="${base('shell')}/favicon.svg">`);
    expect(res.body).not.toContain('__shell_release__');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("names the server's version in every page, for the user menu", async () => {
    const { version } = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8'),
    ) as { version: string };
    const res = await ctx.app.inject({ method: 'GET', url: '/adminDashboard' });
    expect(res.body).toMatch(
      new RegExp(
        `<meta name="app-version" content="${version.replace(/\./g, '\\.')} \\([0-9a-f]{12}`,
      ),
    );
  });

  it.each(['/login', '/adminDashboard/applications', '/resetPassword/abc.def-token'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(url.includes('.') ? 404 : 200);
      if (res.statusCode === 200) {
        expect(res.body).toContain('<title>shell</title>');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    },
  );

  const publicPreloads = () => [
    `${base('public-portal')}/remoteEntry.js`,
    `${base('public-portal')}/${ROUTES_FILE}`,
  ];
  it.each([
    ['/', publicPreloads],
    ['/applicationStatus', publicPreloads],
    // Not released: its entry alone (it answers 404, and the shell says it is unavailable).
    ['/adminDashboard/applications', () => ['/releases/admin-portal/unreleased/remoteEntry.js']],
    [
      '/universityDashboard/students/21',
      () => ['/releases/university-portal/unreleased/remoteEntry.js'],
    ],
    [
      '/internDashboard',
      () => [`${base('intern-portal')}/remoteEntry.js`, `${base('intern-portal')}/${ROUTES_FILE}`],
    ],
    ['/login', () => []],
  ])('inlines the portal locations into %s and preloads its files', async (url, preloads) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.headers['content-type']).toContain('text/html');
    const inlined = /<script id="remote-locations" type="application\/json">(.*?)<\/script>/.exec(
      res.body,
    );
    expect(JSON.parse(inlined?.[1] ?? 'null')).toEqual(
      (await ctx.app.inject({ method: 'GET', url: '/remotes.json' })).json(),
    );
    const links = [...res.body.matchAll(/<link rel="preload" as="script" href="([^"]*)">/g)];
    expect(links.map((link) => link[1])).toEqual(preloads());
  });

  it('writes the page settings into every page: no firm by default, and the time zone', async () => {
    for (const url of ['/', '/adminDashboard/applications']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(settingsOf(res.body)).toEqual({ firmName: null, timeZone: 'Africa/Nairobi' });
    }
  });

  it('answers 404 for a missing file with an extension, not the SPA page', async () => {
    for (const url of ['/main.ffffffffffffffff.js', `${base('shell')}/main.ffffffffffffffff.js`]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<title>shell</title>');
    }
  });

  it('does not serve source maps to visitors', async () => {
    for (const url of [
      `${base('shell')}/${SHELL_MAIN}.map`,
      `${base('intern-portal')}/${ROUTES_FILE}.map`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('version');
    }
    const main = await ctx.app.inject({ method: 'GET', url: `${base('shell')}/${SHELL_MAIN}` });
    expect(main.statusCode).toBe(200);
  });

  it('answers unknown /api paths with JSON 404, not the SPA page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/unknown/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('forbids caching every /api answer: success, error, login and personal data', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@test.example', password: 'Admin-pass-1' },
    });
    const headers = { authorization: `Bearer ${login.json().token as string}` };
    const answers = [
      login,
      await ctx.app.inject({ method: 'GET', url: '/api/Admin/User/Applicants', headers }),
      await ctx.app.inject({ method: 'GET', url: '/api/Position' }),
      await ctx.app.inject({ method: 'GET', url: '/api/Admin/User/Applicants' }),
      await ctx.app.inject({ method: 'GET', url: '/api/unknown/thing' }),
      await ctx.app.inject({ method: 'POST', url: '/api/login', payload: {} }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 401, 404, 422]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
    const page = await ctx.app.inject({ method: 'GET', url: '/apidocs-is-a-page' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('caches every file of a release for a year: a release never changes', async () => {
    for (const url of [
      `${base('shell')}/${SHELL_MAIN}`,
      `${base('shell')}/favicon.svg`,
      `${base('intern-portal')}/remoteEntry.js`,
      `${base('intern-portal')}/mf-manifest.json`,
      `${base('intern-portal')}/${ROUTES_FILE}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/releases/admin-portal/unreleased/remoteEntry.js',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('says Vary: Accept-Encoding wherever the encoding picks the body, so no cache mixes them', async () => {
    const file = path.join(ctx.config.RELEASES_DIR, 'shell', live.shell, SHELL_MAIN);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(fs.readFileSync(file)));
    const url = `${base('shell')}/${SHELL_MAIN}`;
    const brotli = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const page = await ctx.app.inject({ method: 'GET', url: '/login' });
    const api = await ctx.app.inject({ method: 'GET', url: '/api/Position' });
    for (const res of [brotli, plain, page, api]) {
      expect(res.statusCode).toBe(200);
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    }
  });

  it("draws a page in the browser's chosen language, else its Accept-Language's, else English", async () => {
    const lang = async (headers: Record<string, string>) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/', headers });
      expect(String(res.headers.vary)).toMatch(/Accept-Language/);
      return /<html lang="(\w+)">/.exec(res.body)?.[1];
    };
    await expect(lang({})).resolves.toBe('en');
    await expect(lang({ 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' })).resolves.toBe('sw');
    await expect(lang({ 'accept-language': 'fr-FR,de;q=0.5' })).resolves.toBe('en');
    await expect(lang({ 'accept-language': 'sw', cookie: 'a=1; lang=en' })).resolves.toBe('en');
    await expect(lang({ cookie: 'lang=sw' })).resolves.toBe('sw');
    await expect(lang({ cookie: 'lang=xx', 'accept-language': 'sw' })).resolves.toBe('sw');
  });

  it('sets the colour scheme with the first script of every page, which its CSP allows', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/adminDashboard' });
    const script = /<head><script>(.*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(script).toContain("getAttribute('data-theme')");
    expect(script).not.toContain('localStorage');
    const hash = createHash('sha256').update(script).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('answers /remotes.json with the live releases and no-cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      public_portal: `${base('public-portal')}/remoteEntry.js`,
      intern_portal: `${base('intern-portal')}/remoteEntry.js`,
      supervisor_portal: '/releases/supervisor-portal/unreleased/remoteEntry.js',
      admin_portal: '/releases/admin-portal/unreleased/remoteEntry.js',
      university_portal: '/releases/university-portal/unreleased/remoteEntry.js',
    });
  });

  it('reports the live release of each package at /api/health', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json().releases).toEqual({
      shell: live.shell,
      'public-portal': live['public-portal'],
      'intern-portal': live['intern-portal'],
    });
    expect(live.shell).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('front-end serving for a named firm', () => {
  const firm = 'Acme </script><script>alert(1)</script> Ltd';
  const ctx = useTestApp('sqlite', { FIRM_NAME: firm, APP_TIMEZONE: 'Europe/Berlin' });
  beforeAll(() => releaseFakeBuilds(ctx.app.db, ctx.config));

  it("names the firm and its time zone to the page's code, as JSON that cannot end the script", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/internDashboard' });
    expect(settingsOf(res.body)).toEqual({ firmName: firm, timeZone: 'Europe/Berlin' });
    expect(res.body).not.toContain('<script>alert(1)');
  });
});

describe('front-end serving with remote portals and no build', () => {
  it('uses REMOTE_* URLs and lets their origins through the CSP', async () => {
    const ctx = await startTestApp('sqlite', {
      REMOTE_ADMIN_URL: 'https://admin.cdn.example/remoteEntry.js',
      RELEASES_URL: 'https://releases.cdn.example/v/',
    });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/remotes.json' });
      expect(res.json().admin_portal).toBe('https://admin.cdn.example/remoteEntry.js');
      // A portal deployed elsewhere is preloaded by its entry only, even beside a release here.
      await releaseFakeBuilds(ctx.app.db, ctx.config);
      const page = await ctx.app.inject({ method: 'GET', url: '/adminDashboard' });
      const links = [...page.body.matchAll(/<link rel="preload" as="script" href="([^"]*)">/g)];
      expect(links.map((link) => link[1])).toEqual(['https://admin.cdn.example/remoteEntry.js']);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+ https:\/\/admin\.cdn\.example/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/admin\.cdn\.example/);
      // Releases served by a static host: the page names its files there.
      expect(csp).toMatch(
        /script-src 'self'( 'sha256-[^']+')+ \S+ https:\/\/releases\.cdn\.example/,
      );
      const { shell } = await readLiveReleases(ctx.app.db);
      expect(page.body).toContain(
        `<script defer src="https://releases.cdn.example/v/shell/${shell}/${SHELL_MAIN}">`,
      );
    } finally {
      await stopTestApp(ctx);
    }
  });

  it('starts without front-end builds and says so plainly at /', async () => {
    const ctx = await startTestApp('sqlite');
    try {
      const page = await ctx.app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toContain('text/plain');
      expect(page.body).toContain('not built');
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await stopTestApp(ctx);
    }
  });
});
