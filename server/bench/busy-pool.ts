import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { arg } from './command-line';

/**
 * `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:busy-pool -w server`
 * (`-- --requests 200 --rows 1000 --latency-ms 300`; DB_POOL_SIZE, DB_POOL_QUEUE, DB_POOL_WAIT
 * as for the server): issue 84's "200 concurrent large reads on one instance". A fresh database
 * with `--rows` positions, one server on a port, `--requests` reads of the whole list at once
 * over HTTP; prints how they were answered (count by status and message) and the time to
 * answer. `--latency-ms` delays each packet between the server and PostgreSQL both ways, so that
 * each read holds its connection that long: on this machine the server's own event loop is
 * otherwise the bottleneck, and the pool never is.
 */
const REQUESTS = arg('requests', 200);
const ROWS = arg('rows', 1000);
const LATENCY_MS = arg('latency-ms', 300);

/** A TCP proxy to PostgreSQL that delays every chunk by LATENCY_MS, in order. */
async function slowProxy(target: URL) {
  const delayed = (from: net.Socket, to: net.Socket) => {
    let last = Promise.resolve();
    from.on('data', (chunk) => {
      const due = new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
      last = last.then(() => due).then(() => void to.write(chunk));
    });
    from.on('close', () => void last.then(() => to.destroy()));
    from.on('error', () => to.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    delayed(client, upstream);
    delayed(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, close: () => server.close() };
}

async function onServer(base: string, statement: string) {
  const client = new Client({ connectionString: base });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

async function main() {
  const base = process.env.DATABASE_URL;
  if (!base?.startsWith('postgres')) throw new Error('DATABASE_URL must be a postgres:// URL');
  const name = `bench_busy_${crypto.randomBytes(4).toString('hex')}`;
  await onServer(base, `CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const proxy = await slowProxy(url);
  const throughProxy = new URL(url);
  throughProxy.host = `127.0.0.1:${proxy.port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busy-pool-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    SECRETS_KEY: 'development',
    DATABASE_URL: throughProxy.toString(),
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'error',
    RATE_LIMITS: 'off',
  });
  // Migrated directly: through the delays, start-up would take minutes.
  const direct = await buildApp({
    ...config,
    database: { ...config.database, url: url.toString() },
  });
  await direct.ready();
  await direct.close();
  const app = await buildApp({ ...config, MIGRATE_ON_START: 'off' });
  try {
    await app.ready();
    await onServer(
      url.toString(),
      `INSERT INTO positions (name, created_at)
       SELECT 'Position ' || n || ' ' || repeat('x', 40), now()::text FROM generate_series(1, ${ROWS}) n`,
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const read = async () => {
      const started = performance.now();
      const res = await fetch(`${address}/api/Position`);
      const body = await res.text();
      const message = res.status === 200 ? '' : (JSON.parse(body) as { message: string }).message;
      return { answer: `${res.status} ${message}`.trim(), ms: performance.now() - started };
    };
    await read();
    const results = await Promise.all(Array.from({ length: REQUESTS }, read));
    const counts: Record<string, number> = {};
    for (const { answer } of results) counts[answer] = (counts[answer] ?? 0) + 1;
    const times = results.map((result) => result.ms).sort((a, b) => a - b);
    const at = (share: number) => Math.round(times[Math.ceil(share * times.length) - 1]);
    const pool = config.database.pool?.size ?? 10;
    console.log(`${REQUESTS} reads of ${ROWS} positions at once, pool ${pool}, ${LATENCY_MS} ms:`);
    for (const [answer, count] of Object.entries(counts)) console.log(`  ${count} × ${answer}`);
    console.log(`  time to answer: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
  } finally {
    await app.close();
    proxy.close();
    await onServer(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
