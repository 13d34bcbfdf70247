import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrator';
import { packServer, startPacked, type ServerProcess } from '../test/helpers/packed-server';
import { BENCH_PASSWORD, INTERN, seedBenchData } from './seed-bench-data';
import { arg } from './command-line';

/**
 * `npm run bench:memory -w server` (`-- --requests 3000 --connections 20`), after `npm run build`:
 * packs the production server, starts one instance of it on SQLite (127.0.0.1) and prints its
 * resident memory after start and after a mix of logins, admin lists and public pages, with the
 * main thread's heap (read by memory-probe.cjs). RSS is the whole process: the render worker's
 * heap, argon2's buffers and SQLite's cache count too.
 */
const requests = arg('requests', 3000);
/** `--env NAME=value`, repeatable: a variable given to the server (to compare settings). */
const extraEnv = Object.fromEntries(
  process.argv
    .flatMap((value, index) => (process.argv[index - 1] === '--env' ? [value] : []))
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const connections = arg('connections', 20);
const ADMIN = { email: 'admin@bench.test', password: 'Bench-admin-2026' };
const MiB = 2 ** 20;
const json = { 'content-type': 'application/json' };

type Step = { method: 'GET' | 'POST'; path: string; body?: string; admin?: boolean };

const login = (email: string, password: string): Step => ({
  method: 'POST',
  path: '/api/login',
  body: JSON.stringify({ email, password }),
});

/** One round of ten: two logins, four admin lists, four public pages (drawn on the server). */
const ROUND: Step[] = [
  login(ADMIN.email, ADMIN.password),
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/api/Admin/User/Applicants?page=1&pageSize=10', admin: true },
  { method: 'GET', path: '/login' },
  { method: 'GET', path: '/api/Admin/User/Interns?page=1&pageSize=10', admin: true },
  login(INTERN, BENCH_PASSWORD),
  { method: 'GET', path: '/signUp' },
  { method: 'GET', path: '/api/Admin/User/Dashboard', admin: true },
  { method: 'GET', path: '/applicationStatus' },
  { method: 'GET', path: '/api/Admin/User/Applicants', admin: true },
];

/** The process's resident set and its peak, from /proc (Linux). */
function residentMemory(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** Asks the probe for the main thread's memory and waits for its line. */
async function probe(server: ServerProcess) {
  const before = server.output().length;
  server.child.kill('SIGWINCH');
  for (let waited = 0; waited < 5000; waited += 20) {
    const line = /memory-probe (\{.*\})/.exec(server.output().slice(before));
    if (line) return JSON.parse(line[1]) as Record<string, number>;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the memory probe did not answer');
}

async function report(label: string, server: ServerProcess) {
  const { heapUsed, heapTotal, external } = await probe(server);
  const { rss, peak } = residentMemory(server.child.pid!);
  console.log(
    `| ${label} | ${rss.toFixed(0)} | ${peak.toFixed(0)} | ${(heapUsed / MiB).toFixed(0)} | ` +
      `${(heapTotal / MiB).toFixed(0)} | ${(external / MiB).toFixed(0)} |`,
  );
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
  const folder = path.join(dir, 'package');
  packServer(folder);
  const env = {
    DATABASE_URL: path.join(dir, 'bench.db'),
    DATA_DIR: path.join(dir, 'data'),
    RATE_LIMITS: 'off',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  const db = createDatabase('sqlite', env.DATABASE_URL);
  await migrateToLatest(db);
  await seedBenchData(
    db,
    loadConfig({ ...env, NODE_ENV: 'production', SECRETS_KEY: 'development' }),
  );
  await db.destroy();

  const server = await startPacked(folder, {
    ...env,
    ...extraEnv,
    NODE_OPTIONS:
      `${extraEnv.NODE_OPTIONS ?? ''} --require ${path.join(__dirname, 'memory-probe.cjs')}`.trim(),
  });
  const pool = new Pool(server.url, { connections });
  try {
    const signIn = await pool.request({ ...login(ADMIN.email, ADMIN.password), headers: json });
    const { token } = (await signIn.body.json()) as { token: string };
    const authorization = `Bearer ${token}`;
    // Settled: the first public page has started the render worker.
    await (await pool.request({ method: 'GET', path: '/' })).body.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 2000));

    console.log(`\nSQLite, ${requests} requests, ${connections} at a time; MiB\n`);
    console.log('| when | RSS | peak RSS | heap used | heap total | external |');
    console.log('|---|---|---|---|---|---|');
    await report('after start', server);
    let next = 0;
    const failures = new Map<string, number>();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        for (let index = next++; index < requests; index = next++) {
          const step = ROUND[index % ROUND.length];
          const res = await pool.request({
            method: step.method,
            path: step.path,
            body: step.body,
            headers: {
              'accept-encoding': 'gzip, br',
              ...(step.body ? json : {}),
              ...(step.admin ? { authorization } : {}),
            },
          });
          await res.body.arrayBuffer();
          if (res.statusCode !== 200) {
            const key = `${step.method} ${step.path} ${res.statusCode}`;
            failures.set(key, (failures.get(key) ?? 0) + 1);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await report(`after ${requests} requests`, server);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await report('5 s later', server);
    console.log(`\nthe mix took ${seconds.toFixed(1)} s (${Math.round(requests / seconds)} req/s)`);
    for (const [key, count] of failures) console.log(`not 200: ${key} ×${count}`);
    if (failures.size > 0) process.exitCode = 1;
  } finally {
    await pool.close();
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
