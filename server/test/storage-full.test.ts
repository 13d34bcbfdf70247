import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { simplePdf } from '../src/domain/demo/simple-pdf';
import { applicationForm } from './helpers/fixtures';
import { testConfig, useTestApp, type TestContext } from './helpers/test-app';
import { createTestDatabase, postgresUrl } from './helpers/test-db';
import { createTask, createWorld, today, type World } from './helpers/world';

const FULL = 'The server cannot store this now: its storage is full or read-only.';

type Answer = Awaited<ReturnType<TestContext['app']['inject']>>;

interface Line {
  level: number;
  msg: string;
  err?: { code?: string };
}

/** A comment, a task edit, a login and an application, each bigger with `n`. */
function writesOf(ctx: TestContext, of: () => { w: World; task: number }) {
  return {
    comment: (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Comment',
        headers: of().w.intern.headers,
        payload: {
          Taskid: of().task,
          Intern_comment: `${n} `.repeat(600),
          Userid: of().w.intern.id,
        },
      }),
    'task edit': (n: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/Task/${of().task}`,
        headers: of().w.supervisor.headers,
        payload: { Task: 'Map the flows', Description: `${n} `.repeat(2000), Deadline: today(ctx) },
      }),
    login: (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'user-agent': `Browser/${n} `.repeat(100) },
        payload: { email: of().w.intern.email, password: of().w.intern.password },
      }),
    application: () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Apply',
        ...applicationForm({
          Cv: { filename: 'cv.pdf', content: simplePdf(Array(4000).fill('A line of the CV.')) },
        }),
      }),
  };
}

/**
 * Issue 84: on a full disk SQLite rolls the transaction back itself, and the ROLLBACK that
 * followed failed and hid the cause: comments, task edits, logins and applications were
 * answered a bare 500. The file may not grow here (`max_page_count`, after a VACUUM left no free
 * page), so a write that needs a page fails with SQLITE_FULL as on a full disk.
 */
describe('writes on a full disk [sqlite]', () => {
  const ctx = {} as TestContext;
  const lines: Line[] = [];
  let w: World;
  let task: number;
  beforeAll(async () => {
    const database = await createTestDatabase('sqlite');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-full-'));
    const config = testConfig(database, dataDir, { LOG_LEVEL: 'info' });
    const stream = { write: (line: string) => lines.push(JSON.parse(line) as Line) };
    const app = await buildApp(config, { logger: { level: 'info', stream } });
    await app.ready();
    Object.assign(ctx, { app, config, database, dataDir });
    w = await createWorld(ctx);
    task = await createTask(ctx, w.supervisor, w.intern);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.drop();
    fs.rmSync(ctx.dataDir, { recursive: true, force: true });
  });

  const maxPageCount = (pages: number | 'now') =>
    sql
      .raw(`pragma max_page_count = ${pages === 'now' ? 'page_count' : pages}`)
      .execute(ctx.app.db);

  async function fillTheDisk() {
    await sql`vacuum`.execute(ctx.app.db);
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(ctx.app.db);
    await maxPageCount(rows[0].page_count);
  }

  /** The write, again, until it is refused (the free room left in a page goes first). */
  async function firstRefusal(write: (n: number) => Promise<Answer>) {
    for (let n = 0; n < 30; n += 1) {
      const answer = await write(n);
      if (answer.statusCode >= 300) return answer;
    }
    throw new Error('never refused');
  }

  const writes = writesOf(ctx, () => ({ w, task }));

  it('answers each write 507 with the message, names the cause once, and stores again after', async () => {
    await fillTheDisk();
    for (const [name, write] of Object.entries(writes)) {
      const refused = await firstRefusal(write);
      expect([name, refused.statusCode, refused.json()]).toEqual([name, 507, { message: FULL }]);
    }
    // The room left is gone. A write stored ends that spell; the disk is full again after it.
    await maxPageCount(1073741823);
    const position = { method: 'POST', url: '/api/Position', headers: w.admin } as const;
    expect(
      (await ctx.app.inject({ ...position, payload: { Position: 'Analyst' } })).statusCode,
    ).toBe(201);
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(ctx.app.db);
    await maxPageCount(rows[0].page_count);

    const before = lines.length;
    for (const [name, write] of Object.entries(writes)) {
      const refused = await write(0);
      expect([name, refused.statusCode, refused.json()]).toEqual([name, 507, { message: FULL }]);
    }
    expect(lines.slice(before).filter((line) => line.level >= 40)).toEqual([
      expect.objectContaining({
        level: 50,
        msg: expect.stringMatching(/^nothing can be stored \(the disk is full or read-only\)/),
        err: expect.objectContaining({ code: 'SQLITE_FULL' }),
      }),
    ]);

    await maxPageCount(1073741823);
    expect((await writes.comment(0)).statusCode).toBe(200);
    expect(lines.slice(before).filter((line) => line.msg === 'writes are stored again')).toEqual([
      expect.objectContaining({ refused: 4 }),
    ]);
  });

  it('still answers a read on a read-only database, whose session cannot be marked as used', async () => {
    await ctx.app.db
      .updateTable('sessions')
      .set({ last_used_at: new Date(Date.now() - 2 * 60_000).toISOString() })
      .execute();
    ctx.app.sessionCache.forgetAll();
    await sql`pragma query_only = on`.execute(ctx.app.db);
    try {
      const read = await ctx.app.inject({
        method: 'GET',
        url: '/api/Task',
        headers: w.intern.headers,
      });
      expect(read.statusCode).toBe(200);
      const write = await writes.comment(1);
      expect([write.statusCode, write.json()]).toEqual([507, { message: FULL }]);
    } finally {
      await sql`pragma query_only = off`.execute(ctx.app.db);
    }
  });
});

/** PostgreSQL refusing writes (25006, as a read-only replica or a full disk's 53100 would). */
(postgresUrl ? describe : describe.skip)('writes on a read-only PostgreSQL [postgres]', () => {
  const ctx = useTestApp('postgres', { DB_POOL_SIZE: '1' });
  let w: World;
  let task: number;
  const writes = writesOf(ctx, () => ({ w, task }));
  beforeAll(async () => {
    w = await createWorld(ctx);
    task = await createTask(ctx, w.supervisor, w.intern);
  });

  async function readOnly(on: boolean) {
    const name = new URL(ctx.database.url).pathname.slice(1);
    const value = on ? 'on' : 'off';
    // The database for connections to come, and the pool's one connection, opened before (first
    // when turned off: a read-only transaction may not alter the database).
    const forDatabase = `alter database "${name}" set default_transaction_read_only = ${value}`;
    const forConnection = `set default_transaction_read_only = ${value}`;
    for (const statement of on ? [forDatabase, forConnection] : [forConnection, forDatabase]) {
      await sql.raw(statement).execute(ctx.app.db);
    }
  }

  it('answers each write 507 with the message, and stores again after', async () => {
    await readOnly(true);
    try {
      for (const [name, write] of Object.entries(writes)) {
        const refused = await write(0);
        expect([name, refused.statusCode, refused.json()]).toEqual([name, 507, { message: FULL }]);
      }
    } finally {
      await readOnly(false);
    }
    expect((await writes.comment(0)).statusCode).toBe(200);
  });
});
