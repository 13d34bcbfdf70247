import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { loadConfig } from '../src/config';
import { createDatabase, type Db, type Dialect } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrator';
import { BENCH_PASSWORD, SUPERVISOR, seedBenchData } from './seed-bench-data';
import { bearer, productionEnv, startProcess } from './server-process';
import { Ledger, personFor, type Scene } from './soak-actors';
import { verifyWrites } from './soak-verify';
import { arg } from './command-line';

/**
 * `npm run soak -w server` (`-- --users 200 --seconds 60`; DATABASE_URL=postgres://... for
 * PostgreSQL): simulated visitors, interns, supervisors and administrators against the production
 * server, each sending its next request as soon as the last is answered. Prints throughput, p99
 * per action and errors, then checks every acknowledged write in the database (none lost, none
 * doubled). Exits 1 on any error or lost write.
 */
const users = arg('users', 200);
const seconds = arg('seconds', 60);
const ADMIN = { email: 'admin@soak.test', password: 'Soak-admin-2026' };

async function buildScene(db: Db, origin: string): Promise<Scene> {
  const people = await db.selectFrom('users').select(['id', 'email', 'role']).execute();
  const supervisorId = people.find((person) => person.email === SUPERVISOR)!.id;
  const interns = [];
  for (const person of people.filter((p) => p.role === 'INT')) {
    const tasks = await db
      .selectFrom('tasks')
      .select('id')
      .where('assigned_to', '=', person.id)
      .execute();
    const headers = await bearer(origin, person.email, BENCH_PASSWORD);
    interns.push({ headers, id: person.id, tasks: tasks.map((task) => task.id) });
  }
  const positions = await db.selectFrom('positions').select('id').execute();
  return {
    pool: new Pool(origin, { connections: users }),
    origin,
    admin: await bearer(origin, ADMIN.email, ADMIN.password),
    supervisor: {
      headers: await bearer(origin, SUPERVISOR, BENCH_PASSWORD),
      id: supervisorId,
      interns: interns.map((intern) => intern.id),
    },
    interns,
    positions: positions.map((position) => position.id),
  };
}

function report(ledger: Ledger, elapsed: number) {
  const all = [...ledger.latencies.values()].flat().sort((a, b) => a - b);
  const p = (list: number[], q: number) =>
    list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? 0;
  console.log(`\n| action | requests | req/s | p50 ms | p99 ms |\n|---|---|---|---|---|`);
  for (const [action, list] of [...ledger.latencies.entries()].sort()) {
    list.sort((a, b) => a - b);
    console.log(
      `| ${action} | ${list.length} | ${(list.length / elapsed).toFixed(1)} | ${p(list, 0.5).toFixed(1)} | ${p(list, 0.99).toFixed(1)} |`,
    );
  }
  console.log(
    `| all | ${all.length} | ${(all.length / elapsed).toFixed(1)} | ${p(all, 0.5).toFixed(1)} | ${p(all, 0.99).toFixed(1)} |`,
  );
  const errors = [...ledger.failures.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `\nerrors: ${errors}${errors ? ` ${JSON.stringify(Object.fromEntries(ledger.failures))}` : ''}`,
  );
  return errors;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-'));
  const url = process.env.DATABASE_URL ?? path.join(dir, 'soak.db');
  const dialect: Dialect = url.startsWith('postgres') ? 'postgres' : 'sqlite';
  const env = {
    ...productionEnv(url, dir),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
  };
  const db = createDatabase(dialect, url);
  await migrateToLatest(db);
  await seedBenchData(db, loadConfig(env), 50);
  const api = await startProcess(['src/main.ts'], { ...env, LOG_LEVEL: 'info' });
  const scene = await buildScene(db, api.url);

  console.log(`soak: ${dialect}, ${users} simulated people, ${seconds} s`);
  const ledger = new Ledger();
  const end = Date.now() + seconds * 1000;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: users }, async (_, index) => {
      const act = personFor(index, scene, ledger);
      while (Date.now() < end) await act();
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  await scene.pool.close();
  const errors = report(ledger, elapsed);
  const lost = await verifyWrites(db, ledger);
  api.child.kill('SIGTERM');
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(errors + lost === 0 ? 0 : 1);
}

void main();
