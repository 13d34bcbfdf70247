import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';
import { releaseDir } from '../src/domain/releases/release-ids';
import { releaseSettings } from '../src/domain/releases/release-settings';
import { listReleases, readLiveReleases } from '../src/domain/releases/releases.repository';
import {
  publishBuilds,
  publishRelease,
  pruneReleases,
  rollbackRelease,
} from '../src/domain/releases/releases.service';
import type { FastifyZod } from '../src/lib/fastify-zod';
import {
  ROUTES_FILE,
  SHARED,
  writePortalBuild,
  writePortalServerBuild,
  writeShellBuild,
} from './helpers/fake-builds';
import { testConfig, useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { releasesCommand } from './helpers/commands';

const quiet = { info: () => undefined, error: () => undefined };

describeEachDatabase('front-end releases', (dialect) => {
  const ctx = useTestApp(dialect, { KEEP_RELEASES: '3' });
  const settings = () => releaseSettings(ctx.config);
  let buildCount = 0;

  /** A fresh intern-portal build showing `text`, as `npm run build -w intern-portal` makes. */
  function internBuild(text: string, options: Parameters<typeof writePortalBuild>[2] = {}) {
    const dir = path.join(ctx.dataDir, `build-${(buildCount += 1)}`);
    writePortalBuild(dir, 'intern-portal', { text, ...options });
    return dir;
  }
  const release = (text: string) =>
    publishRelease(ctx.app.db, settings(), 'intern-portal', internBuild(text), {
      gitCommit: 'abc123',
    });
  const liveIntern = async () => (await readLiveReleases(ctx.app.db))['intern-portal'];
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const routesFile = (releaseId: string) =>
    get(`/releases/intern-portal/${releaseId}/${ROUTES_FILE}`);

  beforeAll(async () => {
    writeShellBuild(path.join(ctx.config.FRONTEND_ROOT, 'shell', 'dist'));
    await publishBuilds(ctx.app.db, settings(), ctx.config.FRONTEND_ROOT, quiet);
  });

  it('makes a new release live, and keeps serving the one before it to open pages', async () => {
    const first = await release('My Tasks');
    const second = await release('My Tasks (new)');
    expect(second.releaseId).not.toBe(first.releaseId);
    expect(await liveIntern()).toBe(second.releaseId);
    const remotes = (await get('/remotes.json')).json();
    expect(remotes.intern_portal).toBe(
      `/releases/intern-portal/${second.releaseId}/remoteEntry.js`,
    );
    const page = await get('/internDashboard');
    expect(page.body).toContain(`/releases/intern-portal/${second.releaseId}/remoteEntry.js`);
    // A page opened before the release still loads its own chunks.
    expect((await routesFile(first.releaseId)).body).toContain('"My Tasks"');
    expect((await routesFile(second.releaseId)).body).toContain('"My Tasks (new)"');
    const rows = await listReleases(ctx.app.db, 'intern-portal');
    expect(rows.map((row) => row.releaseId)).toEqual([second.releaseId, first.releaseId]);
    expect(rows[0]).toMatchObject({ gitCommit: 'abc123' });
  });

  it('publishes the same build once: same files, same release', async () => {
    const before = await listReleases(ctx.app.db, 'intern-portal');
    const again = await release('My Tasks (new)');
    expect(again).toEqual({ releaseId: before[0].releaseId, isNew: false, shared: false });
    expect(await listReleases(ctx.app.db, 'intern-portal')).toEqual(before);
  });

  it('rolls back to the previous release, or to a given one', async () => {
    const [newest, previous] = await listReleases(ctx.app.db, 'intern-portal');
    expect(await rollbackRelease(ctx.app.db, settings(), 'intern-portal', {})).toBe(
      previous.releaseId,
    );
    expect((await get('/remotes.json')).json().intern_portal).toContain(previous.releaseId);
    await rollbackRelease(ctx.app.db, settings(), 'intern-portal', { to: newest.releaseId });
    expect(await liveIntern()).toBe(newest.releaseId);
    await expect(
      rollbackRelease(ctx.app.db, settings(), 'intern-portal', { to: 'ffffffffffffffff' }),
    ).rejects.toThrow('intern-portal has no kept release ffffffffffffffff');
    await rollbackRelease(ctx.app.db, settings(), 'intern-portal', {});
    await expect(rollbackRelease(ctx.app.db, settings(), 'intern-portal', {})).rejects.toThrow(
      'intern-portal has no release before the live one',
    );
    await rollbackRelease(ctx.app.db, settings(), 'intern-portal', { to: newest.releaseId });
  });

  it('keeps the last KEEP_RELEASES releases and removes older ones with their files', async () => {
    const oldest = (await listReleases(ctx.app.db, 'intern-portal')).at(-1)!.releaseId;
    await release('third');
    const fourth = await release('fourth');
    const kept = await listReleases(ctx.app.db, 'intern-portal');
    expect(kept).toHaveLength(3);
    expect(kept.map((row) => row.releaseId)).not.toContain(oldest);
    expect(fs.existsSync(releaseDir(ctx.config.RELEASES_DIR, 'intern-portal', oldest))).toBe(false);
    expect((await routesFile(oldest)).statusCode).toBe(404);
    expect((await routesFile(fourth.releaseId)).statusCode).toBe(200);
  });

  it('refuses a portal built against another React major, and the live one stays', async () => {
    const live = await liveIntern();
    const react18 = internBuild('react 18', { shared: { ...SHARED, react: '18.3.1' } });
    await expect(
      publishRelease(ctx.app.db, settings(), 'intern-portal', react18, { gitCommit: null }),
    ).rejects.toThrow(
      /intern-portal release [0-9a-f]{16} refused: .*it needs react 18\.3\.1, the shell provides 19\.3\.1/,
    );
    expect(await liveIntern()).toBe(live);
    expect(fs.readdirSync(path.join(ctx.config.RELEASES_DIR, 'intern-portal'))).toHaveLength(3);
  });

  it.each([
    ['another router major', { libraries: { 'react-router': '8.0.0' } }, /react-router 8\.0\.0/],
    [
      'shared-api and shared-ui sources the live shell was not built with',
      { sharedSources: 'ffffffffffff' },
      /shared-ui sources ffffffffffff, the shell with a1b2c3d4e5f6 \(release the shell/,
    ],
    [
      'another federation runtime',
      { runtime: '2.10.0' },
      /federation runtime 2\.10\.0, the shell runs 2\.9\.2/,
    ],
  ])('refuses a portal with %s', async (_what, options, message) => {
    const live = await liveIntern();
    await expect(
      publishRelease(ctx.app.db, settings(), 'intern-portal', internBuild('x', options), {
        gitCommit: null,
      }),
    ).rejects.toThrow(message);
    expect(await liveIntern()).toBe(live);
  });

  it('takes a portal that carries no copy of what the shell provides, and refuses one the shell lacks', async () => {
    const live = await liveIntern();
    const lean = internBuild('lean', { fromShell: { react: '19.3.1' } });
    const leanRelease = await publishRelease(ctx.app.db, settings(), 'intern-portal', lean, {
      gitCommit: null,
    });
    expect(await liveIntern()).toBe(leanRelease.releaseId);
    const lacking = internBuild('tooltip', { fromShell: { '@mui/material/Tooltip': '9.5.0' } });
    await expect(
      publishRelease(ctx.app.db, settings(), 'intern-portal', lacking, { gitCommit: null }),
    ).rejects.toThrow(
      /intern-portal release [0-9a-f]{16} refused: .*it takes @mui\/material\/Tooltip from the shell, which does not provide it/,
    );
    // Named with the version on disk (as shared-api's 0.1.0): what it asks for is what counts.
    const react18 = internBuild('react 18 from the shell', { fromShell: { react: '18.3.1' } });
    await expect(
      publishRelease(ctx.app.db, settings(), 'intern-portal', react18, { gitCommit: null }),
    ).rejects.toThrow(/it needs react 18\.3\.1, the shell provides 19\.3\.1/);
    expect(await liveIntern()).toBe(leanRelease.releaseId);
    // A shell without React would leave the live portal with none.
    const shellDir = path.join(ctx.dataDir, 'shell-without-react');
    writeShellBuild(shellDir, { title: 'no react', shared: { '@mui/material/Button': '9.5.0' } });
    await expect(
      publishRelease(ctx.app.db, settings(), 'shell', shellDir, { gitCommit: null }),
    ).rejects.toThrow(
      /shell release [0-9a-f]{16} refused: the live intern-portal .*it takes react from the shell, which does not provide it/,
    );
    await rollbackRelease(ctx.app.db, settings(), 'intern-portal', { to: live });
    expect(await liveIntern()).toBe(live);
  });

  it('refuses a portal whose remoteEntry.js does not load', async () => {
    const live = await liveIntern();
    const broken = internBuild('broken');
    fs.writeFileSync(path.join(broken, 'remoteEntry.js'), 'var intern_portal = {;');
    await expect(
      publishRelease(ctx.app.db, settings(), 'intern-portal', broken, { gitCommit: null }),
    ).rejects.toThrow(/intern-portal release [0-9a-f]{16}: remoteEntry.js does not load/);
    const noRoutes = internBuild('no routes');
    fs.rmSync(path.join(noRoutes, ROUTES_FILE));
    await expect(
      publishRelease(ctx.app.db, settings(), 'intern-portal', noRoutes, { gitCommit: null }),
    ).rejects.toThrow(`files it loads are missing: ${ROUTES_FILE}`);
    expect(await liveIntern()).toBe(live);
  });

  it('refuses a shell that the live portals could not run on, unless forced', async () => {
    const liveShell = (await readLiveReleases(ctx.app.db)).shell;
    const dir = path.join(ctx.dataDir, 'shell-react-20');
    writeShellBuild(dir, { title: 'shell 20', shared: { ...SHARED, react: '20.0.0' } });
    await expect(
      publishRelease(ctx.app.db, settings(), 'shell', dir, { gitCommit: null }),
    ).rejects.toThrow(/shell release [0-9a-f]{16} refused: the live intern-portal .*react/);
    expect((await readLiveReleases(ctx.app.db)).shell).toBe(liveShell);
    expect((await get('/')).body).toContain('<title>shell</title>');
    const forced = await publishRelease(ctx.app.db, settings(), 'shell', dir, {
      gitCommit: null,
      force: true,
    });
    expect((await get('/login')).body).toContain('<title>shell 20</title>');
    expect((await get('/login')).body).toContain(`/releases/shell/${forced.releaseId}/main.`);
    await rollbackRelease(ctx.app.db, settings(), 'shell', { to: liveShell, force: true });
    expect((await get('/login')).body).toContain('<title>shell</title>');
  });

  it('lets the shell go first with new shared-api and shared-ui sources, then the portal', async () => {
    const liveShell = (await readLiveReleases(ctx.app.db)).shell;
    const dir = path.join(ctx.dataDir, 'shell-new-shared');
    writeShellBuild(dir, { title: 'shell, new shared code', sharedSources: 'bbbbbbbbbbbb' });
    await publishRelease(ctx.app.db, settings(), 'shell', dir, { gitCommit: null });
    const portal = internBuild('on new shared code', { sharedSources: 'bbbbbbbbbbbb' });
    await publishRelease(ctx.app.db, settings(), 'intern-portal', portal, { gitCommit: null });
    // The portal cannot go back to a build whose shared sources the live shell lacks...
    await expect(rollbackRelease(ctx.app.db, settings(), 'intern-portal', {})).rejects.toThrow(
      /shared-ui sources a1b2c3d4e5f6, the shell with bbbbbbbbbbbb/,
    );
    // ...but after the shell: both back as they were, for the tests below.
    await rollbackRelease(ctx.app.db, settings(), 'shell', { to: liveShell });
    await rollbackRelease(ctx.app.db, settings(), 'intern-portal', {});
  });

  it('keeps a rollback across a restart: a build already released is not made live again', async () => {
    const newer = path.join(ctx.dataDir, 'shell-newer');
    writeShellBuild(newer, { title: 'newer shell' });
    const { releaseId } = await publishRelease(ctx.app.db, settings(), 'shell', newer, {
      gitCommit: null,
    });
    const rolledBackTo = await rollbackRelease(ctx.app.db, settings(), 'shell', {});
    expect(rolledBackTo).not.toBe(releaseId);
    // The next start finds the newer build in shell/dist: already a release, it stays behind.
    writeShellBuild(path.join(ctx.config.FRONTEND_ROOT, 'shell', 'dist'), { title: 'newer shell' });
    await publishBuilds(ctx.app.db, settings(), ctx.config.FRONTEND_ROOT, quiet);
    expect((await readLiveReleases(ctx.app.db)).shell).toBe(rolledBackTo);
  });

  it('never loads or deletes a folder outside RELEASES_DIR that an edited database names', async () => {
    const evil = path.resolve(ctx.config.RELEASES_DIR, '..', 'evil', 'shell');
    const ran = path.join(ctx.dataDir, 'evil-ran');
    fs.mkdirSync(path.join(evil, 'server'), { recursive: true });
    fs.writeFileSync(path.join(evil, 'index.html'), '<html><body>EVIL</body></html>');
    fs.writeFileSync(
      path.join(evil, 'server', 'render-page.cjs'),
      `require('node:fs').writeFileSync(${JSON.stringify(ran)}, 'ran');`,
    );
    const publicBuild = path.join(ctx.dataDir, 'public-build');
    writePortalBuild(publicBuild, 'public-portal', { text: 'Welcome' });
    writePortalServerBuild(publicBuild, 'Welcome');
    await publishRelease(ctx.app.db, settings(), 'public-portal', publicBuild, {
      gitCommit: null,
      force: true,
    });
    const crafted = '../../evil/shell';
    const live = (await readLiveReleases(ctx.app.db)).shell;
    await ctx.app.db
      .updateTable('live_releases')
      .set({ release_id: crafted })
      .where('package', '=', 'shell')
      .execute();
    try {
      const page = await get('/login');
      expect(page.statusCode).toBe(500);
      expect(page.body).not.toContain('EVIL');
      expect(fs.existsSync(ran)).toBe(false);
      await expect(readLiveReleases(ctx.app.db)).rejects.toThrow(
        'table live_releases: shell release "../../evil/shell" is not a release id (16 hex digits)',
      );
    } finally {
      await ctx.app.db
        .updateTable('live_releases')
        .set({ release_id: live })
        .where('package', '=', 'shell')
        .execute();
    }

    // Pruning reads the ids it deletes: one edited into the table deletes nothing.
    await ctx.app.db
      .insertInto('releases')
      .values({ package: 'shell', release_id: crafted, created_at: '2020-01-01T00:00:00.000Z' })
      .execute();
    try {
      await expect(pruneReleases(ctx.app.db, { ...settings(), keep: 0 }, 'shell')).rejects.toThrow(
        'table releases: shell release "../../evil/shell" is not a release id',
      );
      expect(fs.existsSync(path.join(evil, 'index.html'))).toBe(true);
      expect(fs.existsSync(releaseDir(ctx.config.RELEASES_DIR, 'shell', live))).toBe(true);
    } finally {
      await ctx.app.db.deleteFrom('releases').where('release_id', '=', crafted).execute();
    }
  });
});

describeEachDatabase('the builds found at start', (dialect) => {
  const ctx = useTestApp(dialect);

  beforeAll(() => writeShellBuild(path.join(ctx.config.FRONTEND_ROOT, 'shell', 'dist')));

  it('reads at start only a build written since the last start, and still finds a changed one', async () => {
    const dist = path.join(ctx.config.FRONTEND_ROOT, 'intern-portal', 'dist');
    const start = () =>
      publishBuilds(ctx.app.db, releaseSettings(ctx.config), ctx.config.FRONTEND_ROOT, quiet);
    const served = async () => {
      const live = (await readLiveReleases(ctx.app.db))['intern-portal'];
      const url = `/releases/intern-portal/${live}/${ROUTES_FILE}`;
      return (await ctx.app.inject({ method: 'GET', url })).body;
    };
    // A file written in the last moments is hashed again at the next start (build-manifest.ts).
    const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
    writePortalBuild(dist, 'intern-portal', { text: 'Built once' });
    await settle();
    expect((await start()).hashed).toContain('intern-portal');
    expect(await served()).toContain('Built once');
    // A restart with nothing rebuilt: each build is known by its files' sizes and times.
    expect((await start()).hashed).toEqual([]);
    // One file of the build rewritten with a new size; then with the same size and its time put
    // back to the nanosecond, as a copy that keeps times does: both read again, both released.
    const routes = path.join(dist, ROUTES_FILE);
    const times = path.join(ctx.dataDir, 'routes-times');
    for (const [text, keepTime] of [
      ['Built again, longer', false],
      ['Built again, LONGER', true],
    ] as const) {
      const before = fs.statSync(routes);
      fs.writeFileSync(times, '');
      execFileSync('touch', ['-r', routes, times]);
      fs.writeFileSync(routes, `export const text = ${JSON.stringify(text)};`);
      if (keepTime) {
        execFileSync('touch', ['-r', times, routes]);
        const after = fs.statSync(routes);
        expect([after.size, after.mtimeMs]).toEqual([before.size, before.mtimeMs]);
      }
      await settle();
      expect((await start()).hashed).toEqual(['intern-portal']);
      expect(await served()).toContain(text);
      expect((await start()).hashed).toEqual([]);
    }
  });
});

describeEachDatabase('releases seen by two instances', (dialect) => {
  const ctx = useTestApp(dialect);
  let other: FastifyZod;

  const cli = (...args: string[]) => releasesCommand(ctx.config)(...args);

  beforeAll(async () => {
    // A second instance: another app on the same database and release storage.
    other = await buildApp(testConfig(ctx.database, ctx.dataDir));
    await other.ready();
  });
  afterAll(() => other?.close());

  const internOf = async (app: FastifyZod) =>
    (await app.inject({ method: 'GET', url: '/remotes.json' })).json().intern_portal as string;

  it('serves on both what `releases release` and `releases rollback` made live', async () => {
    writeShellBuild(path.join(ctx.dataDir, 'shell'));
    writePortalBuild(path.join(ctx.dataDir, 'v1'), 'intern-portal', { text: 'v1' });
    writePortalBuild(path.join(ctx.dataDir, 'v2'), 'intern-portal', { text: 'v2' });
    for (const [pkg, from] of [
      ['shell', 'shell'],
      ['intern-portal', 'v1'],
      ['intern-portal', 'v2'],
    ]) {
      const run = cli('release', pkg, '--from', path.join(ctx.dataDir, from));
      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(new RegExp(`^${pkg} release [0-9a-f]{16} is live`));
    }
    const [v2, v1] = await listReleases(ctx.app.db, 'intern-portal');
    expect(await internOf(ctx.app)).toContain(v2.releaseId);
    expect(await internOf(other)).toContain(v2.releaseId);

    expect(cli('rollback', 'intern-portal').stdout).toContain(`${v1.releaseId} is live again`);
    expect(await internOf(ctx.app)).toContain(v1.releaseId);
    expect(await internOf(other)).toContain(v1.releaseId);
    const health = await other.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().releases['intern-portal']).toBe(v1.releaseId);

    const list = cli('list').stdout;
    expect(list).toContain(`* ${v1.releaseId}`);
    expect(list).toContain(`  ${v2.releaseId}`);
    expect(list).toContain('admin-portal: no release yet');
  });

  it('says why, and exits 1, when a release is refused', async () => {
    writePortalBuild(path.join(ctx.dataDir, 'react18'), 'intern-portal', {
      shared: { ...SHARED, react: '18.3.1' },
    });
    const run = cli('release', 'intern-portal', '--from', path.join(ctx.dataDir, 'react18'));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/intern-portal release [0-9a-f]{16} refused: .*react 18\.3\.1/);
    expect(cli('release', 'nowhere').stderr).toContain('nowhere is not a front-end package');
  });
});
