import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { simplePdf } from '../src/domain/demo/simple-pdf';
import { applicationForm } from './helpers/fixtures';
import { testConfig, type TestContext } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-db';
import { createTask, createWorld, today, type World } from './helpers/world';

const FULL = 'The server cannot store this now: its storage is full or read-only.';

type Answer = Awaited<ReturnType<TestContext['app']['inject']>>;

interface Line {
  level: number;
  msg: string;
  err?: { code?: string };
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

  const writes = {
    comment: (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Comment',
        headers: w.intern.headers,
        payload: { Taskid: task, Intern_comment: `${n} `.repeat(600), Userid: w.intern.id },
      }),
    'task edit': (n: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/Task/${task}`,
        headers: w.supervisor.headers,
        payload: { Task: 'Map the flows', Description: `${n} `.repeat(2000), Deadline: today(ctx) },
      }),
    login: (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'user-agent': `Browser/${n} `.repeat(100) },
        payload: { email: w.intern.email, password: w.intern.password },
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
