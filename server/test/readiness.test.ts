import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { Client } from 'pg';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase, postgresUrl } from './helpers/test-db';

const repoRoot = path.resolve(__dirname, '..', '..');
const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  version: string;
};

/** Runs statements on the PostgreSQL server as the tests' administrator. */
async function asPostgresAdmin(...statements: string[]) {
  const client = new Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

describeEachDatabase('health and readiness', (dialect) => {
  const ctx = useTestApp(dialect);
  const ready = () => ctx.app.inject({ method: 'GET', url: '/api/ready' });

  /** Asks until the answer has `status` (connections notice a change within a round trip). */
  async function readyUntil(status: number) {
    let answer = await ready();
    for (let tries = 0; answer.statusCode !== status && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await ready();
    }
    return answer;
  }

  it('names the version and commit in /api/health', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      version,
      commit: expect.stringMatching(/^[0-9a-f]{12}(\+changes)?$/),
    });
  });

  it('is ready when the database answers and has every migration', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while a migration of this version is missing from the database', async () => {
    const { rows } = await sql<{
      name: string;
      timestamp: string;
    }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(ctx.app.db);
    const [last] = rows;
    await sql`delete from kysely_migration where name = ${last.name}`.execute(ctx.app.db);
    const missing = await ready();
    expect(missing.statusCode).toBe(503);
    expect(missing.json()).toEqual({
      status: 'not ready',
      reason: 'the database schema is not current',
    });

    await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(
      ctx.app.db,
    );
    expect((await ready()).statusCode).toBe(200);
  });

  if (dialect === 'postgres') {
    it('lives on when a connection a request holds between two statements is cut', async () => {
      // Held as a request of several statements holds it (onOneConnection), and cut from
      // another connection while no statement of its own runs.
      const cut = ctx.app.db.connection().execute(async (held) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(held);
        await sql`select pg_terminate_backend(${rows[0].pid})`.execute(ctx.app.db);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return sql`select 1`.execute(held);
      });
      await expect(cut).rejects.toThrow();
      // The pool dropped it: the next requests are served.
      expect((await readyUntil(200)).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    it('is not ready while the database refuses connections, and ready again after', async () => {
      const name = new URL(ctx.database.url).pathname.slice(1);
      await asPostgresAdmin(
        `alter database ${name} allow_connections false`,
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
      );
      try {
        const down = await readyUntil(503);
        expect(down.statusCode).toBe(503);
        expect(down.json()).toEqual({
          status: 'not ready',
          reason: 'the database does not answer',
        });
      } finally {
        await asPostgresAdmin(`alter database ${name} allow_connections true`);
      }
      expect((await readyUntil(200)).statusCode).toBe(200);
    });
  } else {
    it('is not ready while its SQLite file is moved away (a restore by hand), and ready after', async () => {
      const file = ctx.database.url;
      fs.renameSync(file, `${file}.moved`);
      try {
        const moved = await ready();
        expect(moved.statusCode).toBe(503);
        expect(moved.json()).toEqual({
          status: 'not ready',
          reason: 'the database file was moved or replaced: restart',
        });
      } finally {
        fs.renameSync(`${file}.moved`, file);
      }
      expect((await ready()).statusCode).toBe(200);
    });
  }
});
