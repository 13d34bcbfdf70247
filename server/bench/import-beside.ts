/**
 * Issue 84: what an import of 10 000 interns does to everyone else. The app listens on
 * 127.0.0.1; while the import runs (from its Run to the job's `done`, polled every 50 ms), one
 * client asks GET /api/Position again and again, each answer timed; the same during its undo.
 * Prints p50/p95/max of those, the import's (undo's) time and the event loop's longest block.
 * Goal: no other request waits more than 200 ms.
 * `npm run bench:import-beside -w server` (SQLite; with TEST_DATABASE_URL, PostgreSQL too);
 * `-- --rows 10000 --supervisors 500`. Figures in docs/benchmarks.md.
 */
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
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

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function bench(dialect: Dialect) {
  const ctx = await startTestApp(dialect);
  try {
    for (let i = 0; i < supervisors; i++) {
      await insertUser(ctx.app.db, {
        name: `Supervisor ${i}`,
        email: `sup${i}@bench.example`,
        role: 'SUP',
        password_hash: null,
        position_id: 2,
      });
    }
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api`;
    const admin = await loginAdmin(ctx);
    const body = multipart({
      Kind: 'interns',
      File: { filename: 'interns.csv', content: internsCsv(), contentType: 'text/csv' },
    });
    const upload = await fetch(`${base}/Admin/Imports`, {
      method: 'POST',
      headers: { ...admin, ...body.headers },
      body: body.payload,
    });
    const { id } = (await upload.json()) as { id: number };
    const timeGet = async () => {
      const started = performance.now();
      const res = await fetch(`${base}/Position`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET /api/Position: ${res.status}`);
      return performance.now() - started;
    };
    // As the screen does: the dry run first (it also warms up the rows' checks).
    const preview = await fetch(`${base}/Admin/Imports/${id}/Preview`, { headers: admin });
    if (((await preview.json()) as { Valid: number }).Valid !== rows) throw new Error('preview');
    for (let i = 0; i < 20; i++) await timeGet();

    /** `work` (until it ends) with GET /api/Position asked again and again beside it. */
    async function beside(what: string, work: () => Promise<void>) {
      const waits: number[] = [];
      let running = true;
      const others = (async () => {
        while (running) waits.push(await timeGet());
      })();
      const blocked = monitorEventLoopDelay({ resolution: 10 });
      blocked.enable();
      const started = performance.now();
      await work();
      const took = performance.now() - started;
      blocked.disable();
      running = false;
      await others;
      const sorted = [...waits].sort((a, b) => a - b);
      const ms = (value: number) => `${value.toFixed(0)} ms`;
      console.log(
        `${dialect}: ${what} of ${rows} interns ${(took / 1000).toFixed(2)} s; ` +
          `${sorted.length} GET /api/Position beside it: p50 ${ms(quantile(sorted, 0.5))}, ` +
          `p95 ${ms(quantile(sorted, 0.95))}, max ${ms(sorted[sorted.length - 1])}; ` +
          `the event loop's longest block ${ms(blocked.max / 1e6)}`,
      );
    }

    await beside('import', async () => {
      const run = await fetch(`${base}/Admin/Imports/${id}/Run`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ AllOrNothing: true }),
      });
      if (run.status !== 202) throw new Error(`run: ${run.status} ${await run.text()}`);
      let state: { Status: string; DoneRows: number };
      do {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const res = await fetch(`${base}/Admin/Imports/${id}`, { headers: admin });
        state = (await res.json()) as typeof state;
      } while (state.Status === 'running');
      if (state.Status !== 'done' || state.DoneRows !== rows)
        throw new Error(JSON.stringify(state));
    });
    await beside('undo', async () => {
      const res = await fetch(`${base}/Admin/Imports/${id}/Undo`, {
        method: 'POST',
        headers: admin,
      });
      if (res.status !== 200) throw new Error(`undo: ${res.status} ${await res.text()}`);
    });
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
