/**
 * Issue 69: an import of 10 000 interns, each with one of 500 supervisors (by e-mail), through
 * the API as the admin screen calls it: the upload, the preview (the dry run of every row) and
 * the import (the server's job, until done), with the process's resident memory sampled every
 * 20 ms above what it was before the upload. Goals: preview 5 s, import 10 s, 100 MB.
 * `npm run bench:import -w server` (SQLite; with TEST_DATABASE_URL, PostgreSQL too);
 * `-- --rows 10000 --supervisors 500`. Figures in docs/benchmarks.md.
 */
import { parseArgs } from 'node:util';
import type { Dialect } from '../src/db/database';
import { insertUser } from '../src/domain/users/users.repository';
import { loginAdmin } from '../test/helpers/fixtures';
import { multipart } from '../test/helpers/multipart';
import { startTestApp, stopTestApp } from '../test/helpers/test-app';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    supervisors: { type: 'string', default: '500' },
  },
});
const rows = Number(values.rows);
const supervisors = Number(values.supervisors);
const MB = 1024 * 1024;

function internsCsv() {
  const lines = ['Name,Email,Phone number,Position,Supervisor email'];
  for (let i = 0; i < rows; i++) {
    const phone = `+2547${String(10_000_000 + i).padStart(8, '0')}`;
    lines.push(
      `Intern Number ${i},intern${i}@bench.example,${phone},Engineering,sup${i % supervisors}@bench.example`,
    );
  }
  return Buffer.from(lines.join('\r\n'));
}

async function bench(dialect: Dialect) {
  const ctx = await startTestApp(dialect);
  try {
    const db = ctx.app.db;
    for (let i = 0; i < supervisors; i++) {
      await insertUser(db, {
        name: `Supervisor ${i}`,
        email: `sup${i}@bench.example`,
        role: 'SUP',
        password_hash: null,
        position_id: 2,
      });
    }
    const admin = await loginAdmin(ctx);
    const file = internsCsv();
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);

    const started = performance.now();
    const body = multipart({
      Kind: 'interns',
      File: { filename: 'interns.csv', content: file, contentType: 'text/csv' },
    });
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/Admin/Imports',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    const id = upload.json().id as number;
    const uploaded = performance.now();
    const preview = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/Imports/${id}/Preview`,
      headers: admin,
    });
    const previewed = performance.now();
    if (preview.json().Valid !== rows) throw new Error(`preview: ${preview.body.slice(0, 300)}`);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/Admin/Imports/${id}/Run`,
      headers: admin,
      payload: {},
    });
    let state: { Status: string; DoneRows: number };
    do {
      await new Promise((resolve) => setTimeout(resolve, 50));
      state = (
        await ctx.app.inject({ method: 'GET', url: `/api/Admin/Imports/${id}`, headers: admin })
      ).json();
    } while (state.Status === 'running');
    const imported = performance.now();
    clearInterval(sampler);
    if (state.Status !== 'done' || state.DoneRows !== rows) throw new Error(JSON.stringify(state));
    const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(2);
    console.log(
      `${dialect}: ${rows} interns (${(file.length / MB).toFixed(2)} MB), ${supervisors} supervisors: ` +
        `upload ${seconds(started, uploaded)} s, preview ${seconds(uploaded, previewed)} s, ` +
        `import ${seconds(previewed, imported)} s; memory +${((peak - baseline) / MB).toFixed(0)} MB at peak`,
    );
  } finally {
    await stopTestApp(ctx);
  }
}

async function main() {
  await bench('sqlite');
  if (process.env.TEST_DATABASE_URL) await bench('postgres');
}

void main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
