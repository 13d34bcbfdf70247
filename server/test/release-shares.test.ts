import path from 'node:path';
import { PORTALS } from 'shared-api/portals';
import { signPageToken } from '../src/domain/releases/page-tokens';
import { endOpenShare, judgeShares } from '../src/domain/releases/release-shares.service';
import { releaseSettings, shareRules } from '../src/domain/releases/release-settings';
import { readLiveReleases } from '../src/domain/releases/releases.repository';
import { publishRelease } from '../src/domain/releases/releases.service';
import { releasesCommand } from './helpers/commands';
import { loginAdmin } from './helpers/fixtures';
import {
  releaseFakeBuilds,
  SHARED,
  writePortalBuild,
  writeShellBuild,
} from './helpers/fake-builds';
import { rollBack } from '../src/domain/releases/release-actions';
import { ADMIN, startOtherInstance, useTestApp } from './helpers/test-app';
import { accountGroup } from '../src/plugins/release-group';
import { describeEachDatabase } from './helpers/test-db';
import { useSmtpReceiver } from './helpers/smtp';

// Issue 58: a release live for a share of the release groups, judged on what its pages report.

const INTERN = 'intern-portal';

describeEachDatabase('releases to a share of users', (dialect) => {
  const env: Record<string, string | undefined> = {
    RELEASE_MIN_VIEWS: '4',
    RELEASE_MIN_CLIENTS: '4',
    RELEASE_ERROR_MARGIN: '5',
    RELEASE_PROMOTE_AFTER: '1',
    METRICS_TOKEN: 'metrics-token-for-tests',
  };
  const smtp = useSmtpReceiver(env);
  const ctx = useTestApp(dialect, env);
  let builds = 0;
  let base = '';

  const share = async (percent: number, autoPromote = false) => {
    const dir = path.join(ctx.dataDir, `build-${(builds += 1)}`);
    writePortalBuild(dir, INTERN, { text: `My Tasks ${builds}` });
    const settings = releaseSettings(ctx.config);
    const released = await publishRelease(ctx.app.db, settings, INTERN, dir, {
      gitCommit: null,
      share: percent,
      autoPromote,
    });
    expect(released.shared).toBe(true);
    return released.releaseId;
  };
  const page = (group: number, app = ctx.app) =>
    app.inject({
      method: 'GET',
      url: '/internDashboard',
      headers: { cookie: `release_group=${group}` },
    });
  const remotes = async (group: number, app = ctx.app) =>
    (
      await app.inject({ url: '/remotes.json', headers: { cookie: `release_group=${group}` } })
    ).json().intern_portal as string;
  /** A page drawn for a browser of `group` at `address`: the token its reports carry. */
  const pageToken = async (group: number, remoteAddress = '127.0.0.1') => {
    const answer = await ctx.app.inject({
      url: '/internDashboard',
      headers: { cookie: `release_group=${group}` },
      remoteAddress,
    });
    return /<meta name="page-token" content="([^"]+)">/.exec(answer.body)?.[1];
  };
  const report = (events: object[], page?: string, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/ClientEvents',
      payload: { Page: page, Events: events },
      remoteAddress,
    });
  const views = (release: string, count: number, kind = 'view') =>
    Array.from({ length: count }, () => ({ Package: INTERN, Release: release, Kind: kind }));
  /** A browser of `group` at its own address opens a page and reports a view and `errors` errors. */
  let visitors = 0;
  const visit = async (group: number, errors = 0) => {
    const address = `203.0.113.${(visitors += 1)}`;
    const release = group < (await openShare()).percent ? (await openShare()).release_id : base;
    const token = await pageToken(group, address);
    const answer = await report(
      [...views(release, 1), ...views(release, errors, 'error')],
      token,
      address,
    );
    expect(answer.statusCode).toBe(200);
  };
  const counts = () =>
    ctx.app.db
      .selectFrom('release_report_clients')
      .select(['release_id', 'page_views', 'errors'])
      .where('package', '=', INTERN)
      .execute();
  const openShare = () =>
    ctx.app.db
      .selectFrom('release_shares')
      .selectAll()
      .where('package', '=', INTERN)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    await releaseFakeBuilds(ctx.app.db, ctx.config);
    base = (await readLiveReleases(ctx.app.db))[INTERN];
  });

  it('serves the new release to the groups inside the share only, the same on every instance', async () => {
    const shared = await share(50);
    expect((await readLiveReleases(ctx.app.db))[INTERN]).toBe(base);
    expect(await remotes(10)).toContain(`/${shared}/`);
    expect(await remotes(49)).toContain(`/${shared}/`);
    expect(await remotes(50)).toContain(`/${base}/`);
    expect(await remotes(90)).toContain(`/${base}/`);
    const other = await startOtherInstance(ctx);
    try {
      expect(await remotes(10, other)).toContain(`/${shared}/`);
      expect(await remotes(90, other)).toContain(`/${base}/`);
    } finally {
      await other.close();
    }
    // The page names the releases it uses, for its reports.
    const inside = await page(10);
    expect(inside.body).toContain(`"intern-portal":"${shared}"`);
    expect((await page(90)).body).toContain(`"intern-portal":"${base}"`);
    expect(inside.headers['set-cookie']).toBeUndefined();
  });

  it('gives a browser without a group one, kept by a cookie', async () => {
    const first = await ctx.app.inject({ url: '/internDashboard' });
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(
      /^release_group=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/,
    );
    const group = Number(/release_group=(\d+)/.exec(cookie)?.[1]);
    const again = await ctx.app.inject({
      url: '/internDashboard',
      headers: { cookie: `release_group=${group}` },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it("gives a browser signing in its account's group, the same on every instance", async () => {
    const login = (app = ctx.app) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: ADMIN.email, password: ADMIN.password },
        headers: { cookie: 'release_group=3' },
      });
    const answer = await login();
    const group = accountGroup(answer.json().user.user_id);
    expect(answer.headers['set-cookie']).toBe(
      `release_group=${group}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`,
    );
    const other = await startOtherInstance(ctx);
    try {
      expect((await login(other)).headers['set-cookie']).toBe(answer.headers['set-cookie']);
    } finally {
      await other.close();
    }
    // Accounts spread over the groups.
    const groups = new Set(Array.from({ length: 200 }, (_, id) => accountGroup(id + 1)));
    expect(groups.size).toBeGreaterThan(80);
  });

  it('counts one view per drawn page and package, only with its token, and refuses what it cannot count', async () => {
    const shared = (await openShare()).release_id;
    const before = await counts();
    const sum = (rows: typeof before, id: string, key: 'page_views' | 'errors') =>
      rows
        .filter((row) => row.release_id === id)
        .reduce((total, row) => total + Number(row[key]), 0);
    const added = async (id: string, key: 'page_views' | 'errors') =>
      sum(await counts(), id, key) - sum(before, id, key);
    const inside = await pageToken(10);
    const answer = await report(
      [
        ...views(shared, 3),
        {
          Package: INTERN,
          Release: shared,
          Kind: 'error',
          Message: 'x'.repeat(900),
          Path: '/internDashboard',
        },
        // Not what this page runs: not counted.
        ...views(base, 2),
      ],
      inside,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ RolledBack: [] });
    expect(await added(shared, 'page_views')).toBe(1);
    expect(await added(shared, 'errors')).toBe(1);
    expect(await added(base, 'page_views')).toBe(0);
    // The same page again: its view is counted already.
    await report(views(shared, 1), inside);
    expect(await added(shared, 'page_views')).toBe(1);
    await report(views(base, 2), await pageToken(90));
    expect(await added(base, 'page_views')).toBe(1);
    // One client adds at most 10 errors a minute to a release, however many pages it opens.
    for (let page = 0; page < 4; page += 1) {
      await report([...views(shared, 1), ...views(shared, 5, 'error')], await pageToken(10));
    }
    // (21 reported; each minute's row of this client holds 10 at most.)
    const rows = (await counts()).filter((row) => row.release_id === shared);
    expect(rows.every((row) => Number(row.errors) <= 10)).toBe(true);
    expect(await added(shared, 'errors')).toBeGreaterThanOrEqual(10);
    expect(await added(shared, 'errors')).toBeLessThan(21);
    expect(await added(shared, 'page_views')).toBe(5);
    const after = await counts();

    // Answered, counted nothing: no token, an old page's token.
    expect((await report(views(shared, 2))).statusCode).toBe(200);
    const old = signPageToken(
      ctx.app.secrets.pageTokens,
      { [INTERN]: shared },
      Date.now() - 25 * 3600_000,
    );
    expect((await report(views(shared, 2), old)).statusCode).toBe(200);
    // Refused whole, nothing counted: a token this server did not sign, a release not kept, a
    // bad kind, too many, too big.
    const forged = signPageToken('another secret', { [INTERN]: shared });
    const unsigned = await report(views(shared, 1), forged);
    expect(unsigned.statusCode).toBe(422);
    expect(unsigned.json().message).toBe(
      'The report carries a page token this server did not sign.',
    );
    expect((await report(views(shared, 1), `${inside}x`)).statusCode).toBe(422);
    const unknown = await report([...views(shared, 1), ...views('ffffffffffffffff', 1)], inside);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('The page named a release this server does not keep.');
    expect(
      (await report([{ Package: INTERN, Release: '../../etc', Kind: 'view' }], inside)).statusCode,
    ).toBe(422);
    expect((await report(views(shared, 1, 'click'), inside)).statusCode).toBe(422);
    expect((await report(views(shared, 21), inside)).statusCode).toBe(422);
    const big = await report(
      [{ Package: INTERN, Release: shared, Kind: 'error', Message: 'x'.repeat(20_000) }],
      inside,
    );
    expect(big.statusCode).toBe(413);
    expect(await counts()).toEqual(after);

    const metrics = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-for-tests' },
    });
    expect(metrics.body).toContain(
      `client_page_views_total{package="intern-portal",release="${shared}"} 5`,
    );
  });

  it('rolls a failing share back by itself, e-mails the administrators, and tells its pages', async () => {
    const shared = await share(50);
    const rules = shareRules(ctx.config);
    // Not judged before each release's views come from RELEASE_MIN_CLIENTS clients, however bad.
    for (let client = 0; client < 4; client += 1) await visit(10 + client, 1);
    // (This file's own address reported a view of the live release this minute too.)
    for (let client = 0; client < 2; client += 1) await visit(60 + client);
    expect(await judgeShares(ctx.app.db, rules)).toEqual([]);
    await visit(62);
    await visit(63);
    const judged = await judgeShares(ctx.app.db, rules);
    expect(judged).toEqual([
      expect.objectContaining({ package: INTERN, releaseId: shared, action: 'rolled back' }),
    ]);
    const ended = await openShare();
    expect(ended).toMatchObject({ outcome: 'rolled back automatically' });
    expect(ended.reason).toContain(
      'error rate 100.0 % (errors on 4 of 4 clients; 4 errors in 4 page views)',
    );
    expect(await judgeShares(ctx.app.db, rules)).toEqual([]);
    expect(await remotes(10)).toContain(`/${base}/`);

    ctx.app.mailer.send(judged[0].mailIds);
    await smtp.waitFor(() => smtp.to('admin@test.example').length === 1);
    const [mail] = smtp.to('admin@test.example');
    expect(mail.subject).toBe(`intern-portal: release ${shared} was rolled back`);
    expect(mail.text).toContain('showed more errors than the live release');
    expect(mail.text).toContain('error rate 100.0 %');

    const answer = await report(views(shared, 1));
    expect(answer.json()).toEqual({ RolledBack: [INTERN] });
    expect((await report(views(base, 1))).json()).toEqual({ RolledBack: [] });
  });

  it('grows an auto-promoted share step by step while its errors stay within the margin', async () => {
    const shared = await share(10, true);
    const rules = shareRules(ctx.config);
    for (let client = 0; client < 4; client += 1) {
      await visit(client);
      await visit(50 + client);
    }
    // Not yet: RELEASE_PROMOTE_AFTER (1 minute) has not passed.
    expect(await judgeShares(ctx.app.db, rules)).toEqual([]);
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    expect(await judgeShares(ctx.app.db, rules, later(2))).toEqual([
      expect.objectContaining({ action: 'grown', detail: 'to 50 %' }),
    ]);
    expect(await remotes(30)).toContain(`/${shared}/`);
    expect(await judgeShares(ctx.app.db, rules, later(2))).toEqual([]);
    expect(await judgeShares(ctx.app.db, rules, later(4))).toEqual([
      expect.objectContaining({ action: 'promoted' }),
    ]);
    expect((await readLiveReleases(ctx.app.db))[INTERN]).toBe(shared);
    expect(await openShare()).toMatchObject({ outcome: 'promoted' });
    base = shared;
  });

  // Issue 67: what one address may forge, with as many pages as it likes: it is one client.
  const attacker = '198.51.100.66';
  const forge = async (pages: number, events: object[][]) => {
    for (let page = 0; page < pages; page += 1) {
      const token = await pageToken(0, attacker);
      for (const batch of events) {
        expect((await report(batch, token, attacker)).statusCode).toBe(200);
      }
    }
  };
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it('does not end a healthy share on errors forged from one address', async () => {
    const healthy = await share(50);
    for (let client = 0; client < 5; client += 1) {
      await visit(client);
      await visit(60 + client);
    }
    // 20 errors, then 50 views, from a page drawn for group 0; then ten pages more of the same.
    await forge(1, [
      views(healthy, 20, 'error'),
      views(healthy, 20),
      views(healthy, 20),
      views(healthy, 10),
    ]);
    await forge(10, [views(healthy, 5, 'error'), views(healthy, 20)]);
    expect(await judgeShares(ctx.app.db, shareRules(ctx.config), later(2))).toEqual([]);
    expect(await openShare()).toMatchObject({ release_id: healthy, ended_at: null, percent: 50 });
    await endOpenShare(ctx.app.db, INTERN, 'the test');
  });

  it("does not let views forged from one address hide a broken share's errors", async () => {
    // An auto-promoted tenth on which 2 of its 8 clients see errors; 15 reports of views.
    const broken = await share(10, true);
    for (let client = 0; client < 8; client += 1) {
      await visit(client, client < 2 ? 1 : 0);
      await visit(60 + client);
    }
    await forge(15, [views(broken, 20)]);
    const judged = await judgeShares(ctx.app.db, shareRules(ctx.config), later(2));
    expect(judged).toEqual([expect.objectContaining({ releaseId: broken, action: 'rolled back' })]);
    expect(await openShare()).toMatchObject({ percent: 10, outcome: 'rolled back automatically' });
  });

  it('checks a release against what the browsers in each share run, too', async () => {
    const settings = releaseSettings(ctx.config);
    // A shell for React 18 shared with a tenth of the browsers (forced past the live portals).
    const shellDir = path.join(ctx.dataDir, 'shell-react-18');
    writeShellBuild(shellDir, { title: 'React 18', shared: { ...SHARED, react: '18.3.1' } });
    const shell = await publishRelease(ctx.app.db, settings, 'shell', shellDir, {
      gitCommit: null,
      share: 10,
      force: true,
    });
    try {
      const dir = path.join(ctx.dataDir, `build-${(builds += 1)}`);
      writePortalBuild(dir, INTERN, { text: 'For React 19' });
      await expect(
        publishRelease(ctx.app.db, settings, INTERN, dir, { gitCommit: null }),
      ).rejects.toThrow(
        `refused: the shell shared with 10 % of users (release ${shell.releaseId}) cannot provide what it needs`,
      );
      expect((await readLiveReleases(ctx.app.db))[INTERN]).toBe(base);
    } finally {
      await rollBack(ctx.app.db, settings, 'shell', 'the test');
    }
  });

  it("offers the commands' promote and roll back on the Releases screen's API", async () => {
    const headers = await loginAdmin(ctx);
    const shared = await share(10);
    const list = await ctx.app.inject({ url: '/api/Admin/Releases', headers });
    expect(list.statusCode).toBe(200);
    const intern = list.json().Packages.find((p: { Package: string }) => p.Package === INTERN);
    expect(intern).toMatchObject({
      Live: base,
      Share: { Release: shared, Percent: 10, AutoPromote: false },
    });
    expect(intern.Releases[0]).toMatchObject({ Release: shared, PageViews: 0, Errors: 0 });
    expect(list.json().Packages.map((p: { Package: string }) => p.Package)).toEqual([
      'shell',
      ...PORTALS.map((portal) => portal.package),
    ]);

    const post = (action: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/Admin/Releases/${INTERN}/${action}`, headers });
    const rolledBack = await post('Rollback');
    expect(rolledBack.statusCode).toBe(200);
    expect(rolledBack.json()).toMatchObject({
      Live: base,
      Share: null,
      LastEnded: { Release: shared, Outcome: 'rolled back' },
    });
    const refused = await post('Promote');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('intern-portal has no share to promote');

    const next = await share(25);
    const promoted = await post('Promote');
    expect(promoted.json()).toMatchObject({
      Live: next,
      Share: null,
      LastEnded: { Outcome: 'promoted' },
    });
    // Without a share, Roll back goes to the release before, never to a share rolled back.
    const back = await post('Rollback');
    expect(back.json().Live).toBe(base);
    expect((await post('Unknown')).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/Admin/Releases/server/Promote', headers }))
        .statusCode,
    ).toBe(422);
  });
});

describeEachDatabase('share commands', (dialect) => {
  const ctx = useTestApp(dialect);
  const cli = (...args: string[]) => releasesCommand(ctx.config)(...args);
  const build = (text: string) => {
    const dir = path.join(ctx.dataDir, text);
    writePortalBuild(dir, INTERN, { text });
    return dir;
  };

  beforeAll(() => releaseFakeBuilds(ctx.app.db, ctx.config));

  it('releases to a share, lists it, promotes it, and rolls a share back', async () => {
    const live = (await readLiveReleases(ctx.app.db))[INTERN];
    const shared = cli('release', INTERN, '--from', build('v2'), '--share', '30');
    expect(shared.stderr).toBe('');
    const v2 = /release ([0-9a-f]{16}) is live for 30 % of users/.exec(shared.stdout)?.[1];
    expect(v2).toBeDefined();
    expect((await readLiveReleases(ctx.app.db))[INTERN]).toBe(live);
    const list = cli('list').stdout;
    expect(list).toContain(`* ${live}`);
    expect(list).toContain(`% ${v2}`);
    expect(list).toContain(`share: ${v2} for 30 % of users since`);

    expect(cli('release', INTERN, '--promote').stdout).toBe(
      `intern-portal release ${v2} is live for everyone\n`,
    );
    expect((await readLiveReleases(ctx.app.db))[INTERN]).toBe(v2);
    expect(cli('list').stdout).toMatch(new RegExp(`last share: ${v2} promoted at `));

    const v3 = /release ([0-9a-f]{16})/.exec(
      cli('release', INTERN, '--from', build('v3'), '--share', '10', '--auto-promote').stdout,
    )?.[1];
    expect(cli('list').stdout).toContain(`share: ${v3} for 10 % of users since`);
    expect(cli('rollback', INTERN).stdout).toBe(
      `intern-portal: the share of release ${v3} ended; the live release stays\n`,
    );
    expect((await readLiveReleases(ctx.app.db))[INTERN]).toBe(v2);
    expect(cli('list').stdout).toMatch(
      new RegExp(`last share: ${v3} rolled back at .*: rolled back by \`npm run rollback\``),
    );
    // With no share, a rollback goes to the release before the live one, past the failed share.
    expect(cli('rollback', INTERN).stdout).toBe(`intern-portal release ${live} is live again\n`);
  });

  it('refuses a share that is not a whole percent from 1 to 99, and a promote without a share', () => {
    for (const share of ['0', '100', '12.5', 'half']) {
      const run = cli('release', INTERN, '--from', build('v4'), '--share', share);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('--share must be a whole percent from 1 to 99.');
    }
    const promote = cli('release', INTERN, '--promote');
    expect(promote.status).toBe(1);
    expect(promote.stderr).toContain('intern-portal has no share to promote');
  });
});
