import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { revokeUserSessions } from '../src/domain/accounts/sessions.repository';
import type { FastifyZod } from '../src/lib/fastify-zod';
import { hashToken } from '../src/lib/tokens';
import { createUser } from './helpers/fixtures';
import { startTestApp, stopTestApp, testConfig, type TestContext } from './helpers/test-app';
import { postgresUrl } from './helpers/test-db';

/**
 * Two instances on one PostgreSQL database, each remembering sessions (plugins/session-cache.ts):
 * whatever ends a session or changes its user on one instance takes effect on the other within
 * 1 s. SQLite remembers no session: every request reads its own file.
 */
const describePostgres = postgresUrl ? describe : describe.skip;
type Headers = { authorization: string };

describePostgres('sessions on two instances [postgres]', () => {
  let a: TestContext;
  let b: FastifyZod;
  let dir: string;
  beforeAll(async () => {
    a = await startTestApp('postgres');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'instance-b-'));
    b = await buildApp(testConfig(a.database, dir));
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await stopTestApp(a);
    fs.rmSync(dir, { recursive: true, force: true });
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

  /** B's answer within 1 s of a change made through A. */
  async function answerOfBWithin1s(headers: Headers, status: number) {
    const deadline = Date.now() + 1000;
    let last = 0;
    while (Date.now() < deadline) {
      last = (await dashboard(b, headers)).statusCode;
      if (last === status) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return last;
  }

  test("an instance's own change takes effect there at once, in or out of a transaction", async () => {
    const [loggedOut, demoted] = [await createUser(a, 'ADM'), await createUser(a, 'ADM')];
    await rememberedByB(loggedOut.headers);
    await rememberedByB(demoted.headers);
    const out = await b.inject({ method: 'POST', url: '/api/logout', headers: loggedOut.headers });
    expect(out.statusCode).toBe(200);
    expect((await dashboard(b, loggedOut.headers)).statusCode).toBe(401);
    await b.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ role: 'SUP' }).where('id', '=', demoted.id).execute();
    });
    expect((await dashboard(b, demoted.headers)).statusCode).toBe(403);
  });

  test('a logout on one instance ends the session on the other', async () => {
    const admin = await createUser(a, 'ADM');
    await rememberedByB(admin.headers);
    const out = await a.app.inject({ method: 'POST', url: '/api/logout', headers: admin.headers });
    expect(out.statusCode).toBe(200);
    expect(await answerOfBWithin1s(admin.headers, 401)).toBe(401);
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

  test('while B cannot hear changes it remembers nothing, and it listens again', async () => {
    const admin = await createUser(a, 'ADM');
    await rememberedByB(admin.headers);
    // Every listening connection is cut, A's and B's.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where query = 'LISTEN session_changes'`.execute(a.app.db);
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
});
