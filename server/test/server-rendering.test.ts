import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { publishBuilds, publishRelease } from '../src/domain/releases/releases.service';
import { releaseSettings } from '../src/domain/releases/release-settings';
import { RenderWorker } from '../src/domain/server-rendering/render-worker';
import {
  ROUTES_FILE,
  SHELL_MAIN,
  writePortalBuild,
  writePortalServerBuild,
  writeShellBuild,
  writeShellServerBuild,
} from './helpers/fake-builds';
import { useTestApp } from './helpers/test-app';

const quiet = { info: () => undefined, error: () => undefined };

/** The markup in #root and whether the page is marked for hydration. */
function root(body: string) {
  return body.match(/<div id="root"( data-server-rendered)?>(.*?)<\/div>/)!;
}

describe('server-rendered public pages', () => {
  const ctx = useTestApp('sqlite');
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  let builds = 0;

  async function releasePublicPortal(text: string, share?: number) {
    const dir = path.join(ctx.dataDir, `public-build-${(builds += 1)}`);
    writePortalBuild(dir, 'public-portal', { text });
    writePortalServerBuild(dir, text);
    await publishRelease(ctx.app.db, releaseSettings(ctx.config), 'public-portal', dir, {
      gitCommit: null,
      share,
    });
  }

  beforeAll(async () => {
    const shell = path.join(ctx.config.FRONTEND_ROOT, 'shell', 'dist');
    writeShellBuild(shell);
    writeShellServerBuild(shell);
    await publishBuilds(ctx.app.db, releaseSettings(ctx.config), ctx.config.FRONTEND_ROOT, quiet);
    await releasePublicPortal('Internships');
  });

  it.each(['/', '/login', '/applicationStatus'])(
    'answers %s with its markup, its CSS and the pages to load before hydrating',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const [, marked, markup] = root(res.body);
      expect(marked).toBeDefined();
      expect(markup).toBe(`<h1>Internships ${url} #1</h1>`);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head).toContain('<style data-emotion="css abc">h1{color:red}/* the page */');
      // A page name cannot end the JSON's script element.
      expect(head).toContain(
        '<script id="server-rendered-pages" type="application/json">["QueryLayout","Page\\u003c/script>"]</script>',
      );
    },
  );

  it('sends a drawn page compressed, its scripts started after its markup has painted', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/applicationStatus',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(res.rawPayload).toString();
    expect(body).toContain('<h1>Internships /applicationStatus #1</h1>');
    // No script element nor preload the browser would fetch while it parses and paints...
    expect(body).not.toContain('<script defer');
    expect(body).not.toContain('<link rel="preload" as="script"');
    // ...but their list, after the markup, which the page's last script starts once painted.
    const list = /<script id="startup-scripts" type="application\/json">([^<]*)<\/script>/.exec(
      body,
    );
    const [script, ...preloads] = JSON.parse(list![1]) as string[];
    expect(script).toMatch(
      new RegExp(`^/releases/shell/\\w+/${SHELL_MAIN.replace(/\./g, '\\.')}$`),
    );
    // The public portal's entry and its routes, which the page asks for first.
    expect(preloads).toEqual([
      expect.stringMatching(/^\/releases\/public-portal\/\w+\/remoteEntry\.js$/),
      expect.stringMatching(new RegExp(`/${ROUTES_FILE.replace(/\./g, '\\.')}$`)),
    ]);
    expect(body.indexOf('id="startup-scripts"')).toBeGreaterThan(body.indexOf('<h1>'));
    expect(body).toMatch(/requestAnimationFrame[^<]*<\/script><\/body>/);
  });

  it('allows its three inline scripts (colour scheme, pre-hydration, start) by hash, no other', async () => {
    const res = await get('/');
    const scripts = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(3);
    const hashes = scripts.map(
      (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
    const policy = String(res.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc?.split(' ').slice(1).sort()).toEqual(["'self'", ...hashes].sort());
  });

  it('draws /verify/{code} with its answer, kept out of search engines', async () => {
    const code = 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345';
    const revokedCode = 'ZZZZ-EFGH-JKMN-PQRS-TVWX-YZ01-2345';
    const letter = {
      intern_id: null,
      issued_by: null,
      intern_name: 'Amina <b>Otieno</b>',
      position: 'Engineering',
      intake_name: null,
      starts_on: '2026-02-01',
      ends_on: '2026-04-30',
      issued_on: '2026-05-04',
      pdf: null,
      revoke_reason: null,
      created_at: '2026-05-04T08:00:00.000Z',
    };
    await ctx.app.db
      .insertInto('completion_letters')
      .values([
        { ...letter, code, revoked_at: null },
        { ...letter, code: revokedCode, revoked_at: '2026-06-02T09:00:00.000Z' },
      ])
      .execute();

    const genuine = await get(`/verify/${code}`);
    expect(genuine.statusCode).toBe(200);
    expect(genuine.headers['x-robots-tag']).toBe('noindex');
    const head = genuine.body.slice(0, genuine.body.indexOf('</head>'));
    expect(head).toContain('<meta name="robots" content="noindex">');
    // The browser seeds its first render with the answer the markup was drawn with.
    const seeded = /<script id="server-queries" type="application\/json">(.*?)<\/script>/.exec(
      head,
    );
    expect(seeded![1]).not.toContain('<b>');
    const [[key, answer]] = JSON.parse(seeded![1]);
    expect(key).toEqual(['letterCheck', code]);
    expect(answer).toMatchObject({ Status: 'genuine', Name: 'Amina <b>Otieno</b>' });
    const [, marked, markup] = root(genuine.body);
    expect(marked).toBeDefined();
    expect(markup).toBe(
      `<h1>Internships /verify/${code} #1</h1><p>letterCheck ${code}: ${JSON.stringify(answer)}</p>`,
    );

    // Drawn anew each time: a revocation shows at once.
    const revoked = await get(`/verify/${revokedCode}`);
    expect(revoked.statusCode).toBe(200);
    expect(root(revoked.body)[2]).toContain('"Status":"revoked","Code":"ZZZZ');
    expect(root(revoked.body)[2]).toContain('"RevokedOn":"2026-06-02"');

    for (const unknown of ['0000-0000-0000-0000-0000-0000-0000', 'x'.repeat(300)]) {
      const res = await get(`/verify/${unknown}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(root(res.body)[2]).toContain(`<p>letterCheck ${unknown}: null</p>`);
    }
    expect(root((await get('/verify/a/b')).body)[1]).toBeUndefined();
  });

  it('draws /verify with the check of a credential a form posted, without JavaScript', async () => {
    const post = (credential: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/verify',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ credential }).toString(),
      });
    const seeded = (body: string) =>
      JSON.parse(
        /<script id="server-queries" type="application\/json">(.*?)<\/script>/.exec(body)![1],
      );
    const notJson = await post('{"name": ');
    expect(notJson.statusCode).toBe(422);
    expect(notJson.headers['x-robots-tag']).toBe('noindex');
    expect(seeded(notJson.body)).toEqual([
      [['credentialCheck'], { message: 'This is not JSON: a credential is a JSON file (.json).' }],
    ]);
    // Another issuer's: a did:key this firm never had.
    const foreign = await post(
      JSON.stringify({
        '@context': ['https://www.w3.org/ns/credentials/v2'],
        type: ['VerifiableCredential'],
        issuer: 'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
        credentialSubject: { name: 'Amina' },
        proof: { type: 'DataIntegrityProof' },
      }),
    );
    expect(foreign.statusCode).toBe(200);
    const [[key, answer]] = seeded(foreign.body);
    expect(key).toEqual(['credentialCheck']);
    expect(answer).toMatchObject({ Result: 'unknown-issuer', Subject: { Name: 'Amina' } });
    // Drawn with its answer, as the page's markup shows it.
    expect(root(foreign.body)[2]).toMatch(
      /^<h1>Internships \/verify #\d+<\/h1><p>credentialCheck: {"Result":"unknown-issuer"/,
    );
  });

  it("draws /verify/{code} with a logbook copy's answer", async () => {
    const code = 'MNPQ-EFGH-JKMN-PQRS-TVWX-YZ01-2345';
    await ctx.app.db
      .insertInto('logbook_copies')
      .values({
        code,
        intern_id: null,
        fingerprint: 'f',
        intern_name: 'Amina Otieno',
        position: 'Engineering',
        intake_name: null,
        starts_on: '2026-02-02',
        ends_on: '2026-03-27',
        weeks_signed: 8,
        days_expected: 40,
        days_present: 38,
        days_excused: 1,
        days_absent: 1,
        made_on: '2026-03-30',
        created_at: '2026-03-30T08:00:00.000Z',
      })
      .execute();
    const res = await get(`/verify/${code}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const markup = root(res.body)[2];
    expect(markup).toContain('"Status":"genuine"');
    expect(markup).toContain('"Document":"logbook"');
    expect(markup).toContain('"WeeksSigned":8');
  });

  it('draws each page once per pair of live releases, and anew after a release', async () => {
    expect(root((await get('/applicationStatus')).body)[2]).toContain('#1');
    await releasePublicPortal('Internships (new)');
    const after = root((await get('/applicationStatus')).body)[2];
    expect(after).toBe('<h1>Internships (new) /applicationStatus #1</h1>');
  });

  it("draws a page in the visitor's language, each language once", async () => {
    const swahili = () =>
      ctx.app.inject({ method: 'GET', url: '/login', headers: { 'accept-language': 'sw-KE' } });
    const first = await swahili();
    expect(first.body).toContain('<html lang="sw">');
    expect(root(first.body)[2]).toBe('<h1>Internships (new) /login #1</h1><p>in sw</p>');
    expect(root((await swahili()).body)[2]).toBe(
      '<h1>Internships (new) /login #1</h1><p>in sw</p>',
    );
    const chosen = await ctx.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-language': 'sw-KE', cookie: 'lang=en' },
    });
    expect(root(chosen.body)[2]).toBe('<h1>Internships (new) /login #1</h1>');
  });

  it('leaves a page it cannot draw, and the dashboards, to the browser', async () => {
    for (const url of ['/signUp', '/internDashboard', '/adminDashboard/applications', '/privacy']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const [, marked, markup] = root(res.body);
      expect(marked).toBeUndefined();
      expect(markup).toBe('');
      expect(res.body).not.toContain('server-rendered-pages');
    }
  });

  it("answers an applicant's booking link as a page, though its token has dots, kept out of search engines", async () => {
    const res = await get('/book/12.1798000000.c2lnbmF0dXJl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    // Any other path with a dot is still a file: a missing one is a 404.
    expect((await get('/other/12.1798000000.c2lnbmF0dXJl')).statusCode).toBe(404);
  });

  it('serves no server build to browsers, however its path is spelt', async () => {
    const { releases } = await ctx.app.liveFrontEnd();
    const id = releases.shell;
    for (const url of [
      `/releases/shell/${id}/server/render-page.cjs`,
      `/releases//shell/${id}/server/render-page.cjs`,
      `/releases/shell//${id}/server/render-page.cjs`,
      `/releases/shell/${id}//server/render-page.cjs`,
      `/releases/./shell/${id}/server/render-page.cjs`,
      `/releases/shell/./${id}/server/render-page.cjs`,
      `/releases/shell/${id}/./server/render-page.cjs`,
      `/releases/shell/${id}/%2e/server/render-page.cjs`,
      `/releases/shell/${id}/x/../server/render-page.cjs`,
      `/releases/%2Fshell/${id}/server/render-page.cjs`,
      `/releases/shell%2F${id}%2Fserver%2Frender-page.cjs`,
      `/releases/shell/${id}/server%2Frender-page.cjs`,
      `/releases/shell/${id}%2F%2Fserver/render-page.cjs`,
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await ctx.app.inject({ method, url });
        expect([url, method, res.statusCode]).toEqual([url, method, 404]);
        expect(res.body).not.toContain('renderPage');
      }
    }
  });

  // Issue 67: with a share open, each visitor's pair of releases once stopped the other's worker.
  it('draws every page while a share of the public portal is open, each pair with its worker', async () => {
    await releasePublicPortal('Internships (shared)', 10);
    const failures = jest.spyOn(ctx.app.log, 'error');
    const loads: { group: number; marked: boolean; markup: string }[] = [];
    // 200 visitors without a release group, 20 at a time: each is given one at random.
    for (let batch = 0; batch < 10; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => get('/')));
      for (const res of answers) {
        const group = Number(/release_group=(\d+)/.exec(String(res.headers['set-cookie']))![1]);
        const [, marked, markup] = root(res.body);
        loads.push({ group, marked: marked !== undefined, markup });
      }
    }
    const logged = failures.mock.calls.filter(([entry]) => {
      return (entry as { pathname?: string }).pathname !== '/signUp';
    });
    failures.mockRestore();
    expect(logged).toEqual([]);
    const expected = (group: number) =>
      `<h1>Internships${group < 10 ? ' (shared)' : ' (new)'} / #1</h1>`;
    expect(loads.filter((load) => !load.marked || load.markup !== expected(load.group))).toEqual(
      [],
    );
    // Both pairs were asked for.
    expect(new Set(loads.map((load) => load.group < 10)).size).toBe(2);
  });
});

describe('the render worker', () => {
  const secrets = {
    DATABASE_URL: 'postgres://app:db-secret@db/app',
    SMTP_URL: 'smtp://mailer:smtp-secret@mail',
    ADMIN_PASSWORD: 'admin-secret-password',
    REDIS_URL: 'redis://:redis-secret@cache',
  };
  const saved = { ...process.env };
  // The worker starts with the first page asked, after these are in the process's environment.
  beforeAll(() => Object.assign(process.env, secrets));
  afterAll(() => {
    for (const key of Object.keys(secrets)) delete process.env[key];
    Object.assign(process.env, saved);
  });
  const ctx = useTestApp('sqlite');

  it("sees none of the server's secrets, only what drawing needs", async () => {
    const shell = path.join(ctx.config.FRONTEND_ROOT, 'shell', 'dist');
    writeShellBuild(shell);
    fs.mkdirSync(path.join(shell, 'server'), { recursive: true });
    fs.writeFileSync(
      path.join(shell, 'server', 'render-page.cjs'),
      `exports.renderPage = async () => ({
  html: '<p>' + Buffer.from(JSON.stringify(process.env)).toString('hex') + '</p>',
  styles: '',
  pages: [],
});`,
    );
    const portal = path.join(ctx.config.FRONTEND_ROOT, 'public-portal', 'dist');
    writePortalBuild(portal, 'public-portal');
    writePortalServerBuild(portal, 'Internships');
    await publishBuilds(ctx.app.db, releaseSettings(ctx.config), ctx.config.FRONTEND_ROOT, quiet);

    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const [, marked, markup] = root(res.body);
    expect(marked).toBeDefined();
    const env = JSON.parse(
      Buffer.from(/<p>([0-9a-f]*)<\/p>/.exec(markup)![1], 'hex').toString(),
    ) as Record<string, string>;
    expect(env.NODE_ENV).toBe('production');
    const seen = JSON.stringify(env);
    for (const [key, value] of Object.entries(secrets)) {
      expect([key, seen.includes(value)]).toEqual([key, false]);
      expect(env[key]).toBeUndefined();
    }
  });
});

describe('a render worker ending', () => {
  it('answers every render asked of it before it ends', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-builds-'));
    writeShellServerBuild(dir);
    writePortalServerBuild(dir, 'Internships');
    const worker = new RenderWorker({
      shell: path.join(dir, 'server', 'render-page.cjs'),
      portals: { public_portal: path.join(dir, 'server', 'routes.cjs') },
    });
    const pages = ['/', '/login', '/applicationStatus'].map((url) => worker.render(url));
    await worker.stop();
    const drawn = await Promise.all(pages);
    expect(drawn.map((page) => page?.html)).toEqual([
      '<h1>Internships / #1</h1>',
      '<h1>Internships /login #1</h1>',
      '<h1>Internships /applicationStatus #1</h1>',
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('a render worker whose builds cannot load', () => {
  it('loads them once and fails each render with the reason, not loading them again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-builds-'));
    writeShellServerBuild(dir);
    const loads = path.join(dir, 'loads.txt');
    const routes = path.join(dir, 'server', 'routes.cjs');
    fs.writeFileSync(
      routes,
      `require('node:fs').appendFileSync(${JSON.stringify(loads)}, 'x');\n` +
        "require('a-library-the-package-lacks');\n",
    );
    const worker = new RenderWorker({
      shell: path.join(dir, 'server', 'render-page.cjs'),
      portals: { public_portal: routes },
    });
    const pages = ['/', '/login', '/'].map((url) =>
      worker.render(url).then(
        () => 'drawn',
        (error: Error) => error.message,
      ),
    );
    await worker.stop();
    for (const answer of await Promise.all(pages)) {
      expect(answer).toContain("Cannot find module 'a-library-the-package-lacks'");
    }
    expect(fs.readFileSync(loads, 'utf8')).toBe('x');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('pages without server rendering (SERVER_RENDERING=off)', () => {
  const ctx = useTestApp('sqlite', { SERVER_RENDERING: 'off' });

  it('answers every page for the browser to draw', async () => {
    const shell = path.join(ctx.config.FRONTEND_ROOT, 'shell', 'dist');
    writeShellBuild(shell);
    writeShellServerBuild(shell);
    const portal = path.join(ctx.config.FRONTEND_ROOT, 'public-portal', 'dist');
    writePortalBuild(portal, 'public-portal');
    writePortalServerBuild(portal, 'Internships');
    await publishBuilds(ctx.app.db, releaseSettings(ctx.config), ctx.config.FRONTEND_ROOT, quiet);
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
