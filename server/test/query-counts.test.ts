import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import type { Db } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { setSupervisor } from '../src/domain/people/people.repository';
import { hashPassword } from '../src/lib/passwords';
import { isoNow } from '../src/lib/time';
import { createUser, loginAdmin, login } from './helpers/fixtures';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

const INTERNS = 50;
const TASKS_PER_INTERN = 10;

/**
 * The dashboards' lists must not run a query per row (N+1). The app's database is swapped for
 * one with Kysely's `log` option, which counts every query a request runs (the session lookup
 * of the bearer token included).
 */
describeEachDatabase('query counts per request (50 interns, 500 tasks)', (dialect) => {
  let queries = 0;
  let counted: Db | undefined;
  // Declared before useTestApp so that it runs before the test database is dropped.
  afterAll(async () => {
    await counted?.destroy();
  });
  const ctx = useTestApp(dialect);
  const headers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    const supervisor = await createUser(ctx, 'SUP');
    const db = ctx.app.db;
    const password = await hashPassword(ctx.config, 'Passw0rd-test');
    const now = isoNow();
    const interns = await db
      .insertInto('users')
      .values(
        Array.from({ length: INTERNS }, (_, i) => ({
          name: `Intern ${i}`,
          email: `intern${i}.${Date.now()}@load.example`,
          role: 'INT' as const,
          position_id: 1 + (i % 3),
          supervisor_id: supervisor.id,
          password_hash: password,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(['id', 'email'])
      .execute();
    await db
      .insertInto('tasks')
      .values(
        interns.flatMap((intern, i) =>
          Array.from({ length: TASKS_PER_INTERN }, (_, t) => ({
            title: `Task ${i}.${t}`,
            description: 'Load data',
            deadline: '2099-01-01',
            status: t % 2 ? ('Completed' as const) : ('Assigned' as const),
            rating: t % 4 === 1 ? 80 : null,
            assigned_to: intern.id,
            assigned_by: supervisor.id,
            created_at: now,
            updated_at: now,
          })),
        ),
      )
      .execute();
    await setSupervisor(db, interns[0].id, supervisor.id);
    headers.supervisor = supervisor.headers;
    headers.admin = await loginAdmin(ctx);
    headers.intern = await login(ctx, interns[0].email, 'Passw0rd-test');

    const log = () => {
      queries += 1;
    };
    const pool = new Pool({ connectionString: ctx.database.url, max: 2 });
    pool.on('error', () => undefined);
    counted = new Kysely<Database>({
      dialect:
        dialect === 'postgres'
          ? new PostgresDialect({ pool })
          : new SqliteDialect({ database: new SqliteDatabase(ctx.database.url) }),
      log,
    });
    (ctx.app as unknown as { db: Db }).db = counted;
  });

  const figures: string[] = [];
  afterAll(() => {
    process.stdout.write(`query counts [${dialect}]: ${figures.join('; ')}\n`);
  });

  it.each([
    ['GET /Task (supervisor)', '/api/Task', 'supervisor', INTERNS * TASKS_PER_INTERN],
    ['GET /Task (intern)', '/api/Task', 'intern', TASKS_PER_INTERN],
    ['GET /Admin/User/Interns', '/api/Admin/User/Interns', 'admin', INTERNS],
    ['GET /Supervisor/User/MyInterns', '/api/Supervisor/User/MyInterns', 'supervisor', INTERNS],
  ])('%s runs at most 2 queries', async (title, url, who, rows) => {
    queries = 0;
    const res = await ctx.app.inject({ method: 'GET', url, headers: headers[who] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const list = Array.isArray(body) ? body : (Object.values(body)[0] as unknown[]);
    expect(list.length).toBeGreaterThanOrEqual(rows);
    figures.push(`${title} ${queries} (${list.length} rows)`);
    // One for the bearer token's session, one for the list.
    expect(queries).toBeLessThanOrEqual(2);
  });
});
