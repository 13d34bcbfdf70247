import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/database';
import { isDatabaseUnreachable } from '../src/lib/db-errors';
import { simplePdf } from '../src/domain/demo/simple-pdf';
import type { FastifyZod } from '../src/lib/fastify-zod';
import { applicationForm, loginAdmin } from './helpers/fixtures';
import { startStoppableProxy, type StoppableProxy } from './helpers/stoppable-proxy';
import { testConfig, useTestApp, type TestContext } from './helpers/test-app';
import { createTestDatabase, postgresUrl, type TestDatabase } from './helpers/test-db';

const DOWN = 'The database does not answer. Try again in a moment.';
const FULL = 'The server cannot store this now: its storage is full or read-only.';

/** Asks `until` every 100 ms, 100 times at most. */
async function eventually(until: () => boolean | Promise<boolean>) {
  for (let tries = 0; tries < 100 && !(await until()); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

(postgresUrl ? describe : describe.skip)('while PostgreSQL does not answer [postgres]', () => {
  let database: TestDatabase;
  let proxy: StoppableProxy;
  let app: FastifyZod;
  let dataDir: string;
  const lines: { level: number; msg: string; status?: number }[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    proxy = await startStoppableProxy(database.url);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'database-outage-'));
    const config = testConfig(database, dataDir, { DATABASE_URL: proxy.url, LOG_LEVEL: 'info' });
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    app = await buildApp(config, { logger: { level: 'info', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After, says so once, and serves again when it is back', async () => {
    const admin = await loginAdmin({ app } as TestContext);
    const read = () => app.inject({ method: 'GET', url: '/api/Position', headers: admin });
    expect((await read()).statusCode).toBe(200);
    const before = lines.length;
    await proxy.stop();
    const answers = [];
    for (let n = 0; n < 20; n += 1) answers.push(await read());
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(503));
    expect(answers[0].headers['retry-after']).toBe('5');
    expect(answers[19].json()).toEqual({ message: DOWN });

    const during = lines.slice(before);
    expect(
      during.filter((line) => line.msg.startsWith('the database does not answer')),
    ).toHaveLength(1);
    // No line per request at the error level (it was two per request: 'request failed' and
    // the 500's 'request answered').
    expect(during.filter((line) => line.level >= 50)).toHaveLength(1);

    await proxy.start();
    await eventually(() => lines.some((line) => line.msg === 'the database answers again'));
    expect(lines.filter((line) => line.msg === 'the database answers again')).toHaveLength(1);
    expect((await read()).statusCode).toBe(200);
  });
});

(postgresUrl ? describe : describe.skip)(
  'a PostgreSQL that accepts but never answers [postgres]',
  () => {
    it('fails a query as unreachable once the connection wait is over, not minutes later', async () => {
      // A server that takes the connection and says nothing, as one stuck in start-up.
      const silent = net.createServer((socket) => socket.on('error', () => {}));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as net.AddressInfo;
      const db = createDatabase('postgres', `postgres://postgres@127.0.0.1:${port}/test`, {
        connectTimeoutMs: 300,
      });
      try {
        const started = Date.now();
        const error = await sql`SELECT 1`.execute(db).then(
          () => undefined,
          (failure: unknown) => failure,
        );
        expect(isDatabaseUnreachable(error)).toBe(true);
        expect(Date.now() - started).toBeLessThan(5000);
      } finally {
        await db.destroy().catch(() => undefined);
        silent.close();
      }
    });
  },
);

describe('when SQLite cannot store [sqlite]', () => {
  const ctx = useTestApp('sqlite');

  it('answers a write 507 when the database is read-only or its disk full, and stores again after', async () => {
    const admin = await loginAdmin(ctx);
    const add = (Position: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Position',
        headers: admin,
        payload: { Position },
      });

    await sql`pragma query_only = on`.execute(ctx.app.db);
    const readOnly = await add('While read-only');
    await sql`pragma query_only = off`.execute(ctx.app.db);
    expect(readOnly.statusCode).toBe(507);
    expect(readOnly.json()).toEqual({ message: FULL });

    // A disk with no room for one more page: the file may not grow.
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(ctx.app.db);
    await sql.raw(`pragma max_page_count = ${rows[0].page_count}`).execute(ctx.app.db);
    const cv = { filename: 'cv.pdf', content: simplePdf(Array(4000).fill('A line of the CV.')) };
    const full = await ctx.app.inject({
      method: 'POST',
      url: '/api/Apply',
      ...applicationForm({ Cv: cv }),
    });
    await sql`pragma max_page_count = 1073741823`.execute(ctx.app.db);
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual({ message: FULL });

    expect((await add('After')).statusCode).toBe(201);
  });
});
