import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, stopTestApp, useTestApp } from './helpers/test-app';

const HASHED_JS = 'main.0123456789abcdef01.js';

function writeFakeFrontEnd(root: string) {
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', '<!doctype html><head><title>shell</title></head><body></body>');
  write(`shell/dist/${HASHED_JS}`, 'console.log(1)');
  write(`shell/dist/${HASHED_JS}.map`, '{"version":3}');
  write('intern-portal/dist/src_Routes.1234567890abcdef.js.map', '{"version":3}');
  write('shell/dist/favicon.svg', '<svg/>');
  write('intern-portal/dist/mf-manifest.json', '{}');
  write('intern-portal/dist/remoteEntry.js', 'var a;');
  write('intern-portal/dist/src_Routes.1234567890abcdef.js', 'var b;');
  write('public-portal/dist/mf-manifest.json', JSON.stringify(PUBLIC_MANIFEST));
}

// What the public portal's build writes, in part: its routes start with one file.
const PUBLIC_ROUTES_FILE = '__federation_expose_routes.0123456789abcdef0123.js';
const PUBLIC_MANIFEST = {
  name: 'public_portal',
  exposes: [
    {
      name: 'routes',
      path: './routes',
      assets: { js: { sync: [PUBLIC_ROUTES_FILE], async: ['893.0123456789abcdef0123.js'] } },
    },
  ],
};

describe('front-end serving', () => {
  const ctx = useTestApp('sqlite');
  beforeAll(() => writeFakeFrontEnd(ctx.config.FRONTEND_ROOT));

  it('serves the shell at / with no-cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
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

  const publicPreloads = [
    '/portals/public-portal/remoteEntry.js',
    `/portals/public-portal/${PUBLIC_ROUTES_FILE}`,
  ];
  it.each([
    ['/', publicPreloads],
    ['/applicationStatus', publicPreloads],
    // No manifest, or one without the routes: the entry alone.
    ['/adminDashboard/applications', ['/portals/admin-portal/remoteEntry.js']],
    ['/internDashboard', ['/portals/intern-portal/remoteEntry.js']],
    ['/login', []],
  ])('inlines the portal locations into %s and preloads %j', async (url, preloads) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.headers['content-type']).toContain('text/html');
    const inlined = /<script id="remote-locations" type="application\/json">(.*?)<\/script>/.exec(
      res.body,
    );
    expect(JSON.parse(inlined?.[1] ?? 'null')).toEqual(
      (await ctx.app.inject({ method: 'GET', url: '/remotes.json' })).json(),
    );
    const links = [...res.body.matchAll(/<link rel="preload" as="script" href="([^"]*)">/g)];
    expect(links.map((link) => link[1])).toEqual(preloads);
  });

  it('answers 404 for a missing file with an extension, not the SPA page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/main.ffffffffffffffff.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>shell</title>');
  });

  it('does not serve source maps to visitors', async () => {
    for (const url of [
      `/${HASHED_JS}.map`,
      '/portals/intern-portal/src_Routes.1234567890abcdef.js.map',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('version');
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/${HASHED_JS}` })).statusCode).toBe(200);
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

  it('caches content-hashed files for a year, other files no-cache', async () => {
    const hashed = await ctx.app.inject({ method: 'GET', url: `/${HASHED_JS}` });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('serves each portal under /portals/<name>/ with the right cache headers', async () => {
    const base = '/portals/intern-portal';
    const manifest = await ctx.app.inject({ method: 'GET', url: `${base}/mf-manifest.json` });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await ctx.app.inject({ method: 'GET', url: `${base}/remoteEntry.js` });
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await ctx.app.inject({
      method: 'GET',
      url: `${base}/src_Routes.1234567890abcdef.js`,
    });
    expect(chunk.headers['cache-control']).toContain('immutable');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/portals/admin-portal/remoteEntry.js',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers /remotes.json with same-origin defaults and no-cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      public_portal: '/portals/public-portal/remoteEntry.js',
      intern_portal: '/portals/intern-portal/remoteEntry.js',
      supervisor_portal: '/portals/supervisor-portal/remoteEntry.js',
      admin_portal: '/portals/admin-portal/remoteEntry.js',
    });
  });
});

describe('front-end serving with remote portals and no build', () => {
  it('uses REMOTE_* URLs and lets their origins through the CSP', async () => {
    const ctx = await startTestApp('sqlite', {
      REMOTE_ADMIN_URL: 'https://admin.cdn.example/remoteEntry.js',
    });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/remotes.json' });
      expect(res.json().admin_portal).toBe('https://admin.cdn.example/remoteEntry.js');
      // A portal deployed elsewhere is preloaded by its entry only, even beside a local build.
      writeFakeFrontEnd(ctx.config.FRONTEND_ROOT);
      fs.mkdirSync(path.join(ctx.config.FRONTEND_ROOT, 'admin-portal/dist'), { recursive: true });
      fs.writeFileSync(
        path.join(ctx.config.FRONTEND_ROOT, 'admin-portal/dist/mf-manifest.json'),
        JSON.stringify(PUBLIC_MANIFEST),
      );
      const page = await ctx.app.inject({ method: 'GET', url: '/adminDashboard' });
      const links = [...page.body.matchAll(/<link rel="preload" as="script" href="([^"]*)">/g)];
      expect(links.map((link) => link[1])).toEqual(['https://admin.cdn.example/remoteEntry.js']);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/admin\.cdn\.example/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/admin\.cdn\.example/);
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
