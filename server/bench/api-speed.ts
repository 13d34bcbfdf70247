import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import { createDatabase, type Dialect } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrator';
import { measureWrites } from './api-writes';
import { load } from './load';
import { bearer, productionEnv, startProcess as start } from './server-process';
import { BENCH_PASSWORD, INTERN, SUPERVISOR, seedBenchData } from './seed-bench-data';
import { measureSignIns, seedSignInAccounts } from './sign-in-speed';
import { arg } from './command-line';

/**
 * `npm run bench:api -w server` (`-- --seconds 5 --connections 50`; DATABASE_URL=postgres://...
 * to measure PostgreSQL): each read the UI makes, against the real server in production mode
 * and against a bare Fastify answering the same bytes, side by side; then each write the UI
 * makes, with every acknowledged one looked for in the database (api-writes.ts).
 */
const seconds = arg('seconds', 5);
/** `-- --sign-in`: only the sign-ins (password, with a second factor, with a passkey). */
const signInOnly = process.argv.includes('--sign-in');
const connections = arg('connections', 50);
const ADMIN = { email: 'admin@bench.test', password: 'Bench-admin-2026' };

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const url = process.env.DATABASE_URL ?? path.join(dir, 'bench.db');
  const dialect: Dialect = url.startsWith('postgres') ? 'postgres' : 'sqlite';
  const env = {
    ...productionEnv(url, dir),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  const config = loadConfig(env);
  const db = createDatabase(dialect, url);
  await migrateToLatest(db);
  await seedBenchData(db, config);
  const signIns = await seedSignInAccounts(db, config, 20);
  // As autovacuum would soon after such a load: PostgreSQL planned the admin's first page as a
  // sort of every application (1.9 ms) instead of an index walk (0.06 ms) without statistics.
  // Not in the soak, whose tables grow twentyfold as it runs: statistics of the seed mislead.
  await sql`analyze`.execute(db);
  await db.destroy();

  const api = await start(['src/main.ts'], env);
  if (signInOnly) {
    await measureSignIns(api.url, signIns, config.PUBLIC_URL);
    api.child.kill('SIGTERM');
    return;
  }
  const who = {
    public: {},
    intern: await bearer(api.url, INTERN, BENCH_PASSWORD),
    supervisor: await bearer(api.url, SUPERVISOR, BENCH_PASSWORD),
    admin: await bearer(api.url, ADMIN.email, ADMIN.password),
  };
  const reads: [string, keyof typeof who][] = [
    ['/api/Position', 'public'],
    ['/api/Task', 'intern'],
    // Assigned Tasks: a page by attention and the switch's counts (the whole list until
    // 2026-11-25, still measured for API clients below).
    ['/api/Task?page=1&pageSize=10&sort=Attention', 'supervisor'],
    ['/api/Supervisor/Task/Counts', 'supervisor'],
    ['/api/Supervisor/User/MyInterns', 'supervisor'],
    ['/api/Admin/User/Dashboard', 'admin'],
    // Whole lists no screen reads any more: API clients'.
    ['/api/Task', 'supervisor'],
    ['/api/Admin/User/Applicants', 'admin'],
    ['/api/Admin/User/Interns', 'admin'],
    // What the admin's tables ask for (server-driven DataTable, first page).
    ['/api/Admin/User/Applicants?page=1&pageSize=10', 'admin'],
    ['/api/Admin/User/Interviews?page=1&pageSize=10', 'admin'],
    ['/api/Admin/User/Interns?page=1&pageSize=10', 'admin'],
    ['/api/Admin/User/Supervisors?page=1&pageSize=10', 'admin'],
    // Searches: a few statements each (positions, the count with the page's ids, its rows).
    ['/api/Admin/User/Applicants?page=1&pageSize=10&search=applicant%2012', 'admin'],
    ['/api/Admin/User/Interns?page=1&pageSize=10&search=intern%203', 'admin'],
    ['/api/Task?page=1&pageSize=10&search=task%203', 'supervisor'],
  ];
  const captured = [];
  for (const [route, role] of reads) {
    const res = await fetch(`${api.url}${route}`, { headers: who[role] });
    const body = Buffer.from(await res.arrayBuffer());
    captured.push({
      // One bare route per read: the same route is read whole and by page.
      path: `/${captured.length}`,
      contentType: res.headers.get('content-type') ?? '',
      body,
    });
  }
  const bare = await start(
    ['bench/bare-server.ts'],
    {},
    JSON.stringify(captured.map((c) => ({ ...c, body: c.body.toString('base64') }))),
  );

  console.log(`\n${dialect}, ${connections} connections, ${seconds} s per run\n`);
  console.log('| route | as | bytes | API req/s | bare req/s | share | API p99 ms | bare p99 ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [index, [route, role]] of reads.entries()) {
    const real = await load(api.url, route, who[role], { connections, seconds });
    const yardstick = await load(bare.url, captured[index].path, {}, { connections, seconds });
    const share = Math.round((100 * real.perSecond) / yardstick.perSecond);
    console.log(
      `| ${route} | ${role} | ${captured[index].body.length} | ${Math.round(real.perSecond)} | ` +
        `${Math.round(yardstick.perSecond)} | ${share} % | ${real.p99.toFixed(1)} | ` +
        `${yardstick.p99.toFixed(1)} |${real.errors ? ` ${real.errors} errors` : ''}`,
    );
  }
  bare.child.kill('SIGTERM');
  const check = createDatabase(dialect, url);
  await measureWrites(api.url, check, who, { connections, seconds });
  await check.destroy();
  await measureSignIns(api.url, signIns, config.PUBLIC_URL);
  api.child.kill('SIGTERM');
}

void main();
