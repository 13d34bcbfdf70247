import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { load, type LoadResult } from './load';
import { SCALE_ACADEMIC, SCALE_INTERN, SCALE_PASSWORD, SCALE_SUPERVISOR } from './scale-data';
import { seedScale } from './seed-scale';
import { bearer, productionEnv, startProcess as start } from './server-process';
import { arg } from './command-line';

/**
 * `npm run bench:scale -w server` (`-- --seconds 5 --connections 4 --large 1000000`;
 * DATABASE_URL=postgres://.../postgres to measure PostgreSQL in two databases it creates and
 * drops): the paged lists and the dashboard at 1 000 and at `--large` (default 100 000)
 * applications (users a tenth, tasks five times as many). `--seeded <small>,<large>`: two
 * databases `seed:scale` filled at those sizes, measured as they are and kept (to compare two
 * versions of the server against the same data without seeding twice). `--only <label start>`:
 * only those reads.
 */
const seconds = arg('seconds', 5);
const connections = arg('connections', 4);
const SIZES = [1_000, arg('large', 100_000)];
const ADMIN = { email: 'admin@scale.test', password: 'Scale-admin-2026' };
type Who = 'admin' | 'supervisor' | 'intern' | 'academic';

const page = 'page=1&pageSize=10';
const ALL_READS: [label: string, url: string, who: Who][] = [
  ['Applicants', `/api/Admin/User/Applicants?${page}`, 'admin'],
  ['Applicants search', `/api/Admin/User/Applicants?${page}&search=kamau%2012`, 'admin'],
  ['Interviews', `/api/Admin/User/Interviews?${page}`, 'admin'],
  ['Interviews search', `/api/Admin/User/Interviews?${page}&search=kamau%2012`, 'admin'],
  ['Interns', `/api/Admin/User/Interns?${page}`, 'admin'],
  ['Interns search', `/api/Admin/User/Interns?${page}&search=kamau`, 'admin'],
  // Issue 55: the Interns narrowed to overdue or unsigned logbooks.
  ['Interns overdue logbook', `/api/Admin/User/Interns?${page}&logbook=overdue`, 'admin'],
  ['Interns unsigned logbook', `/api/Admin/User/Interns?${page}&logbook=unsigned`, 'admin'],
  ['Supervisors', `/api/Admin/User/Supervisors?${page}`, 'admin'],
  ['Supervisors search', `/api/Admin/User/Supervisors?${page}&search=kamau`, 'admin'],
  ['Task (supervisor)', `/api/Task?${page}`, 'supervisor'],
  // What Assigned Tasks reads first (2026-11-25): the page by attention and the switch's counts.
  ['Task (supervisor) by attention', `/api/Task?${page}&sort=Attention`, 'supervisor'],
  ['Task counts (supervisor)', '/api/Supervisor/Task/Counts', 'supervisor'],
  ['Task (supervisor) search', `/api/Task?${page}&search=review`, 'supervisor'],
  ['Task (intern)', `/api/Task?${page}`, 'intern'],
  ['Task (intern) search', `/api/Task?${page}&search=review`, 'intern'],
  // Issue 55: the supervisor's Logbooks list (one entry per intern's week, as many as applications).
  ['Logbooks (supervisor)', `/api/Supervisor/Logbook?${page}`, 'supervisor'],
  ['Logbooks (supervisor) search', `/api/Supervisor/Logbook?${page}&search=kamau`, 'supervisor'],
  ['Logbook counts (supervisor)', '/api/Supervisor/Logbook/Counts', 'supervisor'],
  // Issue 70: an academic supervisor's students (one intern in twenty names each).
  ['Academic students', `/api/Academic/Students?${page}`, 'academic'],
  ['Academic students search', `/api/Academic/Students?${page}&search=kamau`, 'academic'],
  ['Academic students by start', `/api/Academic/Students?${page}&sort=StartsOn`, 'academic'],
  ['Dashboard', '/api/Admin/User/Dashboard', 'admin'],
  ['Dashboard pipeline', '/api/Admin/User/Dashboard/Pipeline', 'admin'],
];

// `--only Academic`: the reads whose label starts so (a new list measured without the rest).
const onlyIndex = process.argv.indexOf('--only');
const ONLY = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;
const READS = ONLY ? ALL_READS.filter(([label]) => label.startsWith(ONLY)) : ALL_READS;

/** A fresh database per size: a new SQLite file, or a new PostgreSQL database beside the URL's. */
async function freshDatabase(dir: string, size: number) {
  const base = process.env.DATABASE_URL;
  if (!base?.startsWith('postgres')) {
    return { url: path.join(dir, `scale-${size}.db`), drop: async () => undefined };
  }
  const name = `bench_scale_${size}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: base });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const seededIndex = process.argv.indexOf('--seeded');
const SEEDED = seededIndex > 0 ? process.argv[seededIndex + 1].split(',') : undefined;

async function measure(size: number, dir: string) {
  const seeded = SEEDED?.[SIZES.indexOf(size)];
  const database = seeded
    ? { url: seeded, drop: async () => undefined }
    : await freshDatabase(dir, size);
  if (!seeded) {
    const sizes = {
      applications: size,
      users: size / 10,
      tasks: size * 5,
      comments: 0,
      logbookEntries: size,
    };
    const seededMs = await seedScale(database.url, sizes);
    console.log(`seeded ${JSON.stringify(sizes)} in ${(seededMs / 1000).toFixed(1)} s`);
  }
  const api = await start(['src/main.ts'], {
    ...productionEnv(database.url, dir),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const token = async (email: string, password: string) =>
      (await bearer(api.url, email, password)).authorization;
    const who: Record<Who, string> = {
      admin: await token(ADMIN.email, ADMIN.password),
      supervisor: await token(SCALE_SUPERVISOR, SCALE_PASSWORD),
      intern: await token(SCALE_INTERN, SCALE_PASSWORD),
      academic: await token(SCALE_ACADEMIC, SCALE_PASSWORD),
    };
    const results: { result: LoadResult; total: number | undefined }[] = [];
    for (const [, url, role] of READS) {
      // As a browser asks: the compression of the answer is part of its cost.
      const headers = { authorization: who[role], 'accept-encoding': 'br, gzip' };
      const probe = await fetch(`${api.url}${url}`, { headers: { authorization: who[role] } });
      const total = ((await probe.json()) as { Total?: number }).Total;
      results.push({ result: await load(api.url, url, headers, { connections, seconds }), total });
    }
    return results;
  } finally {
    api.child.kill('SIGTERM');
    await new Promise((resolve) => api.child.once('exit', resolve));
    await database.drop();
  }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  const dialect = process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite';
  const [small, large] = [await measure(SIZES[0], dir), await measure(SIZES[1], dir)];
  fs.rmSync(dir, { recursive: true, force: true });
  // Two decimals: a quiet machine answers the small lists in half a millisecond.
  const ms = (value: number) => value.toFixed(2);
  const big = SIZES[1] >= 1_000_000 ? `${SIZES[1] / 1_000_000}M` : `${SIZES[1] / 1_000}k`;
  console.log(`\n${dialect}, ${connections} connections, ${seconds} s per route and size\n`);
  console.log(
    `| read | as | Total 1k | Total ${big} | p50 1k | p50 ${big} | p50 ratio | p99 1k | p99 ${big} | p99 ratio |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const [index, [label, , role]] of READS.entries()) {
    const [a, b] = [small[index], large[index]];
    const errors = a.result.errors + b.result.errors;
    console.log(
      `| ${label} | ${role} | ${a.total ?? '-'} | ${b.total ?? '-'} | ${ms(a.result.p50)} | ` +
        `${ms(b.result.p50)} | ${(b.result.p50 / a.result.p50).toFixed(2)} | ${ms(a.result.p99)} | ` +
        `${ms(b.result.p99)} | ${(b.result.p99 / a.result.p99).toFixed(1)} |` +
        (errors ? ` ${errors} errors` : ''),
    );
  }
}

void main();
