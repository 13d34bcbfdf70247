// Time from starting a server command to its first `200` on /api/health (docs/benchmarks.md,
// "Start to healthy"). The first run starts on a fresh SQLite database (migrations, the first
// administrator, the first releases); the others restart on it.
//   node scripts/start-to-healthy.mjs [--runs 5] [--cwd <folder>] -- <command> [args...]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' }, cwd: { type: 'string' } },
});
if (positionals.length === 0) {
  console.error('Usage: start-to-healthy.mjs [--runs N] [--cwd <folder>] -- <command> [args...]');
  process.exit(2);
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function healthy(url, child) {
  while (child.exitCode === null) {
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the server exited with ${child.exitCode} before it was healthy`);
}

async function once(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const [command, ...args] = positionals;
  const child = spawn(command, args, {
    cwd: values.cwd ?? process.cwd(),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SECRETS_KEY: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: path.join(dataDir, 'start.db'),
      ADMIN_EMAIL: 'admin@start.test',
      ADMIN_PASSWORD: 'Start-admin-pass-1',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await healthy(`http://127.0.0.1:${port}/api/health`, child);
    return performance.now() - started;
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // The whole group: `npm start` runs the server as a grandchild.
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'start-to-healthy-'));
try {
  const times = [];
  for (let run = 0; run < Number(values.runs); run += 1) times.push(await once(dataDir));
  const [first, ...restarts] = times;
  const sorted = [...restarts].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const ms = (value) => `${Math.round(value)} ms`;
  console.log(`command: ${positionals.join(' ')}`);
  console.log(`first start (fresh database): ${ms(first)}`);
  if (restarts.length > 0) {
    console.log(
      `restart, median of ${restarts.length}: ${ms(median)} ` +
        `(min ${ms(sorted[0])}, max ${ms(sorted.at(-1))})`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
