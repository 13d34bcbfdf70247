import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { generate } from 'otplib';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { SessionCache } from '../src/domain/accounts/session-cache';
import type { SessionUser } from '../src/domain/accounts/sessions.repository';
import { createOneTimeToken } from '../src/domain/accounts/one-time-tokens.repository';
import { revokeUserSessions } from '../src/domain/accounts/sessions.repository';
import { replaceEmailChange } from '../src/domain/accounts/email-changes.repository';
import { archiveUser } from '../src/domain/people/people.repository';
import type { FastifyZod } from '../src/lib/fastify-zod';
import { HOUR } from '../src/lib/time';
import { hashToken } from '../src/lib/tokens';
import { createUser, login, uniqueEmail } from './helpers/fixtures';
import { startFreezingProxy, type FreezingProxy } from './helpers/freezing-proxy';
import {
  startOtherInstance,
  startTestApp,
  stopTestApp,
  testConfig,
  type TestContext,
} from './helpers/test-app';
import { postgresUrl } from './helpers/test-db';

/**
 * Two instances on one PostgreSQL database, each remembering sessions (plugins/session-changes.ts):
 * whatever ends a session or changes its user on one instance takes effect on the other within
 * 1 s, and within a bounded time when the other's listening connection silently stops answering.
 * SQLite remembers no session: every request reads its own file.
 */
const describePostgres = postgresUrl ? describe : describe.skip;
type Headers = { authorization: string };

describePostgres('sessions on two instances [postgres]', () => {
  let a: TestContext;
  let b: FastifyZod;
  beforeAll(async () => {
    a = await startTestApp('postgres');
    b = await startOtherInstance(a);
  });
  afterAll(async () => {
    await b?.close();
    await stopTestApp(a);
  });

  const dashboard = (app: FastifyZod, headers: Headers) =>
    app.inject({ method: 'GET', url: '/api/Admin/User/Dashboard', headers });
  const tokenHash = (headers: Headers) => hashToken(headers.authorization.slice('Bearer '.length));

  /** B answers the admin and, from then on, answers from what it remembers. */
  async function rememberedByB(headers: Headers) {
    expect((await dashboard(b, headers)).statusCode).toBe(200);
    expect(b.sessionCache.get(tokenHash(headers), Date.now())).toBeDefined();
    expect((await dashboard(b, headers)).statusCode).toBe(200);
  }

  /** An instance's answer within `ms` of a change made through A. */
  async function answerWithin(app: FastifyZod, ms: number, headers: Headers, status: number) {
    const deadline = Date.now() + ms;
    let last = 0;
    while (Date.now() < deadline) {
      last = (await dashboard(app, headers)).statusCode;
      if (last === status) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return last;
  }
  const answerOfBWithin1s = (headers: Headers, status: number) =>
    answerWithin(b, 1000, headers, status);

  test('a logout on one instance ends the session on the other', async () => {
    const admin = await createUser(a, 'ADM');
    await rememberedByB(admin.headers);
    const out = await a.app.inject({ method: 'POST', url: '/api/logout', headers: admin.headers });
    expect(out.statusCode).toBe(200);
    expect(await answerOfBWithin1s(admin.headers, 401)).toBe(401);
  });

  test("My sessions' 'Sign out' and 'Sign out everywhere else' on one end them on the other", async () => {
    const admin = await createUser(a, 'ADM');
    const second = await login(a, admin.email, admin.password);
    const third = await login(a, admin.email, admin.password);
    for (const headers of [admin.headers, second, third]) await rememberedByB(headers);
    const { id } = await a.app.db
      .selectFrom('sessions')
      .select('id')
      .where('token_hash', '=', tokenHash(second))
      .executeTakeFirstOrThrow();
    const one = await a.app.inject({
      method: 'DELETE',
      url: `/api/Account/Sessions/${id}`,
      headers: admin.headers,
    });
    expect(one.statusCode).toBe(204);
    expect(await answerOfBWithin1s(second, 401)).toBe(401);
    expect((await dashboard(b, third)).statusCode).toBe(200);
    const others = await a.app.inject({
      method: 'POST',
      url: '/api/Account/Sessions/SignOutOthers',
      headers: admin.headers,
    });
    expect(others.json().SignedOut).toBe(1);
    expect(await answerOfBWithin1s(third, 401)).toBe(401);
    expect((await dashboard(b, admin.headers)).statusCode).toBe(200);
  });

  test('a password reset (every session of the user revoked) ends them on the other', async () => {
    const admin = await createUser(a, 'ADM');
    await rememberedByB(admin.headers);
    await revokeUserSessions(a.app.db, admin.id);
    expect(await answerOfBWithin1s(admin.headers, 401)).toBe(401);
  });

  test('a role change takes effect on the other', async () => {
    const admin = await createUser(a, 'ADM');
    await rememberedByB(admin.headers);
    await a.app.db.updateTable('users').set({ role: 'SUP' }).where('id', '=', admin.id).execute();
    expect(await answerOfBWithin1s(admin.headers, 403)).toBe(403);
  });

  test('an archived or deleted user is signed out on the other', async () => {
    const archived = await createUser(a, 'ADM');
    const deleted = await createUser(a, 'ADM');
    await rememberedByB(archived.headers);
    await rememberedByB(deleted.headers);
    await a.app.db
      .updateTable('users')
      .set({ archived_at: new Date().toISOString() })
      .where('id', '=', archived.id)
      .execute();
    await a.app.db.deleteFrom('sessions').where('user_id', '=', deleted.id).execute();
    await a.app.db.deleteFrom('users').where('id', '=', deleted.id).execute();
    expect(await answerOfBWithin1s(archived.headers, 401)).toBe(401);
    expect(await answerOfBWithin1s(deleted.headers, 401)).toBe(401);
  });

  test('a change of the sign-in policy, or a session upgraded by a second factor, reaches the other', async () => {
    const admin = await createUser(a, 'ADM');
    const other = await createUser(a, 'ADM');
    await a.app.db
      .updateTable('sessions')
      .set({ sign_in_method: 'two-factor' })
      .where('token_hash', '=', tokenHash(other.headers))
      .execute();
    // B hears that change too (and forgets what it looked up meanwhile), then remembers.
    const heard = Date.now() + 1000;
    while (!b.sessionCache.get(tokenHash(admin.headers), Date.now()) && Date.now() < heard) {
      await dashboard(b, admin.headers);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await rememberedByB(admin.headers);
    const policy = (StaffTwoFactorRequired: boolean) =>
      a.app.inject({
        method: 'PUT',
        url: '/api/Admin/SignInPolicy',
        headers: other.headers,
        payload: { StaffTwoFactorRequired, StaffSsoRequired: false },
      });
    expect((await policy(true)).statusCode).toBe(200);
    expect(await answerOfBWithin1s(admin.headers, 403)).toBe(403);
    // B remembers the held-back session; its set-up through A lets it go on at B.
    expect(b.sessionCache.get(tokenHash(admin.headers), Date.now())).toBeDefined();
    const post = (url: string, payload?: object) =>
      a.app.inject({ method: 'POST', url, headers: admin.headers, payload });
    const { Secret } = (await post('/api/Account/TwoFactor/SetUp')).json();
    const code = await generate({ secret: Secret as string });
    expect((await post('/api/Account/TwoFactor/Confirm', { Code: code })).statusCode).toBe(200);
    expect(await answerOfBWithin1s(admin.headers, 200)).toBe(200);
    expect((await policy(false)).statusCode).toBe(200);
  });

  test('while B cannot hear changes it remembers nothing, and it listens again', async () => {
    const admin = await createUser(a, 'ADM');
    await rememberedByB(admin.headers);
    // Every listening connection is cut, A's and B's.
    const cut = sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'change notices' and datname = current_database()`;
    await cut.execute(a.app.db);
    const deadline = Date.now() + 1000;
    while (b.sessionCache.get(tokenHash(admin.headers), Date.now()) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(b.sessionCache.get(tokenHash(admin.headers), Date.now())).toBeUndefined();
    // It comes back (a second later) and remembers again; a logout still reaches it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await rememberedByB(admin.headers);
    await a.app.inject({ method: 'POST', url: '/api/logout', headers: admin.headers });
    expect(await answerOfBWithin1s(admin.headers, 401)).toBe(401);
  });

  describe('when its listening connection stops answering without closing', () => {
    let proxy: FreezingProxy;
    let c: FastifyZod | undefined;
    let cDir: string;
    /** Instance C, its connections (all, or the listening one) through a freezing proxy. */
    async function startC(
      cache: Partial<Config['sessionCache']>,
      through: 'DATABASE_URL' | 'DATABASE_LISTEN_URL' = 'DATABASE_URL',
    ) {
      proxy = await startFreezingProxy(a.database.url);
      cDir = fs.mkdtempSync(path.join(os.tmpdir(), 'instance-c-'));
      const config = testConfig(a.database, cDir, { [through]: proxy.url });
      c = await buildApp({ ...config, sessionCache: { ...config.sessionCache, ...cache } });
      await c.ready();
      return c;
    }
    afterEach(async () => {
      // C's close may not wait on its black-holed connection (bounded), then the sockets go.
      const closing = Date.now();
      await c?.close();
      const closedIn = Date.now() - closing;
      await proxy?.close();
      c = undefined;
      fs.rmSync(cDir, { recursive: true, force: true });
      expect(closedIn).toBeLessThan(2000);
    });

    async function rememberedBy(app: FastifyZod, headers: Headers) {
      expect((await dashboard(app, headers)).statusCode).toBe(200);
      expect(app.sessionCache.get(tokenHash(headers), Date.now())).toBeDefined();
    }

    test('an unanswered heartbeat drops what it remembers: a logout elsewhere takes effect', async () => {
      const c = await startC({ heartbeatMs: 200, heartbeatTimeoutMs: 300, maxAgeMs: 60_000 });
      const admin = await createUser(a, 'ADM');
      await rememberedBy(c, admin.headers);
      // Heartbeats heard keep it remembered.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(c.sessionCache.get(tokenHash(admin.headers), Date.now())).toBeDefined();
      proxy.freezeListening();
      const out = await a.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: admin.headers,
      });
      expect(out.statusCode).toBe(200);
      // Heard by no notification: the heartbeat (200 ms, answered within 300 ms) gives it away.
      expect(await answerWithin(c, 200 + 300 + 1000, admin.headers, 401)).toBe(401);

      // A reconnection that hangs too is given up; once the path answers, C listens again.
      proxy.thaw();
      const other = await createUser(a, 'ADM');
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline) {
        expect((await dashboard(c, other.headers)).statusCode).toBe(200);
        if (c.sessionCache.get(tokenHash(other.headers), Date.now())) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await rememberedBy(c, other.headers);
      await a.app.inject({ method: 'POST', url: '/api/logout', headers: other.headers });
      expect(await answerWithin(c, 1000, other.headers, 401)).toBe(401);
    });

    test('without a heartbeat, nothing remembered outlives the maximum age', async () => {
      const c = await startC({ heartbeatMs: 0, maxAgeMs: 500 });
      const admin = await createUser(a, 'ADM');
      await rememberedBy(c, admin.headers);
      proxy.freezeListening();
      await a.app.db
        .updateTable('users')
        .set({ archived_at: new Date().toISOString() })
        .where('id', '=', admin.id)
        .execute();
      expect(await answerWithin(c, 500 + 1000, admin.headers, 401)).toBe(401);
    });

    test('heard from nobody, what it changes itself takes effect there at once; a rollback, nothing', async () => {
      // Nothing heard: only what the code that changes a user or a session says counts.
      const c = await startC({ heartbeatMs: 0, maxAgeMs: 60_000 }, 'DATABASE_LISTEN_URL');
      proxy.freezeListening();
      const admin = await createUser(a, 'ADM');
      type User = Awaited<ReturnType<typeof createUser>>;
      const own = (user: User) =>
        c.inject({ method: 'GET', url: `/api/User/${user.id}/edit`, headers: user.headers });
      const remembered = (user: User) => c.sessionCache.get(tokenHash(user.headers), Date.now());
      /** Remembered by C, then changed through C: its very next request is refused. */
      async function refusedAfter(change: (user: User) => Promise<{ statusCode: number }>) {
        const user = await createUser(a, 'INT');
        expect((await own(user)).statusCode).toBe(200);
        expect(remembered(user)).toBeDefined();
        expect((await change(user)).statusCode).toBe(200);
        expect((await own(user)).statusCode).toBe(401);
      }
      const asAdmin = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
        c.inject({ method, url, payload, headers: admin.headers });

      await refusedAfter((user) =>
        c.inject({ method: 'POST', url: '/api/logout', headers: user.headers }),
      );
      await refusedAfter((user) => asAdmin('DELETE', `/api/User/${user.id}`));
      await refusedAfter((user) => asAdmin('DELETE', `/api/Admin/User/${user.id}/PersonalData`));
      await refusedAfter(async (user) => {
        await createOneTimeToken(c.db, user.id, 'reset', hashToken(`reset-${user.id}`), HOUR);
        const payload = { token: `reset-${user.id}`, password: 'Kettle-meadow-42' };
        return c.inject({ method: 'POST', url: '/api/Reset', payload });
      });

      // A new name or e-mail is what the next request sees.
      const renamed = await createUser(a, 'INT');
      expect((await own(renamed)).statusCode).toBe(200);
      const profile = { Name: 'Renamed', Email: uniqueEmail(), PhoneNumber: '+254712345678' };
      expect((await asAdmin('PUT', `/api/User/${renamed.id}`, profile)).statusCode).toBe(200);
      expect((await own(renamed)).statusCode).toBe(200);
      expect(remembered(renamed)).toMatchObject({ name: profile.Name, email: profile.Email });
      const [newEmail, token] = [uniqueEmail(), `confirm-${renamed.id}`];
      const change = {
        userId: renamed.id,
        newEmail,
        tokenHash: hashToken(token),
        lifetimeMs: HOUR,
      };
      await replaceEmailChange(c.db, change);
      const url = '/api/Account/ConfirmEmail';
      expect((await c.inject({ method: 'POST', url, payload: { token } })).statusCode).toBe(200);
      expect((await own(renamed)).statusCode).toBe(200);
      expect(remembered(renamed)?.email).toBe(newEmail);

      // What does not commit is not said: the session works, still remembered.
      expect(remembered(renamed)).toBeDefined();
      const rollback = c.db.transaction().execute(async (trx) => {
        await archiveUser(trx, renamed.id);
        await revokeUserSessions(trx, renamed.id);
        throw new Error('rolled back');
      });
      await expect(rollback).rejects.toThrow('rolled back');
      expect(remembered(renamed)).toBeDefined();
      expect((await own(renamed)).statusCode).toBe(200);

      // The sign-in policy every session carries, and a session upgraded by its own set-up.
      const chief = await createUser(a, 'ADM');
      await a.app.db
        .updateTable('sessions')
        .set({ sign_in_method: 'two-factor' })
        .where('token_hash', '=', tokenHash(chief.headers))
        .execute();
      const policy = (StaffTwoFactorRequired: boolean) =>
        c.inject({
          method: 'PUT',
          url: '/api/Admin/SignInPolicy',
          headers: chief.headers,
          payload: { StaffTwoFactorRequired, StaffSsoRequired: false },
        });
      const supervisor = await createUser(a, 'SUP');
      expect((await own(supervisor)).statusCode).toBe(200);
      expect(remembered(supervisor)).toBeDefined();
      expect((await policy(true)).statusCode).toBe(200);
      expect((await own(supervisor)).statusCode).toBe(403);
      const setUp = (url: string, payload?: object) =>
        c.inject({ method: 'POST', url, payload, headers: supervisor.headers });
      const { Secret } = (await setUp('/api/Account/TwoFactor/SetUp')).json();
      const code = await generate({ secret: Secret as string });
      expect((await setUp('/api/Account/TwoFactor/Confirm', { Code: code })).statusCode).toBe(200);
      expect((await own(supervisor)).statusCode).toBe(200);
      expect((await policy(false)).statusCode).toBe(200);
    });

    test('DATABASE_LISTEN_URL takes the listening connection, and it alone', async () => {
      const c = await startC({}, 'DATABASE_LISTEN_URL');
      const admin = await createUser(a, 'ADM');
      await rememberedBy(c, admin.headers);
      expect({ connections: proxy.connections, listening: proxy.listening }).toEqual({
        connections: 1,
        listening: 1,
      });
    });
  });
});

describe('SessionCache', () => {
  const t0 = Date.parse('2026-03-02T10:00:00Z');
  const user: SessionUser = {
    sessionId: 1,
    id: 1,
    role: 'ADM',
    name: 'Ada',
    email: 'ada@test.example',
    signInMethod: 'password',
    staffTwoFactorRequired: false,
    lastUsedAt: new Date(t0).toISOString(),
    expiresAt: new Date(t0 + 7 * 24 * 3600_000).toISOString(),
  };

  test('an entry is trusted for the maximum age after its lookup began, then looked up', () => {
    const cache = new SessionCache(30_000);
    cache.resume();
    cache.remember('token', user, cache.generation, t0);
    expect(cache.get('token', t0 + 29_999)).toBe(user);
    expect(cache.get('token', t0 + 30_000)).toBeUndefined();
    expect(cache.get('token', t0 + 1)).toBeUndefined();
  });

  test('a clock set back does not stretch an entry', () => {
    const cache = new SessionCache(30_000);
    cache.resume();
    cache.remember('token', user, cache.generation, t0);
    expect(cache.get('token', t0 - 1)).toBeUndefined();
  });
});
