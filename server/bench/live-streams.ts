import fs from 'node:fs';
import http from 'node:http';
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrator';
import { createSession } from '../src/domain/accounts/sessions.repository';
import { insertUser } from '../src/domain/users/users.repository';
import { hashToken, newToken } from '../src/lib/tokens';
import { createTestDatabase, postgresUrl, type TestDatabase } from '../test/helpers/test-db';
import { productionEnv, startProcess } from './server-process';
import { arg } from './command-line';

/**
 * `npm run bench:live -w server` (`-- --streams 1000 --events 20`): opens that many notification
 * streams, one per administrator, on one instance on SQLite, one on PostgreSQL, and two on
 * PostgreSQL (half the streams on each; with TEST_DATABASE_URL), then sends applications through
 * the first instance: each notifies every administrator. Prints the server's resident memory
 * added per 1 000 open streams and, for each application, the time until each stream had it
 * (p50, p99, max over all streams and events).
 */
const STREAMS = arg('streams', 1000);
const EVENTS = arg('events', 20);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function residentMiB(child: ChildProcess) {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

/** `count` administrators, each with a live session: answers their bearer tokens. */
async function administrators(db: Db, count: number) {
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = await insertUser(db, {
      name: `Bench Admin ${index}`,
      email: `admin${index}@live.bench`,
      role: 'ADM',
      password_hash: 'not used: sessions are made here',
    });
    const token = newToken();
    await createSession(db, id, hashToken(token), {
      userAgent: 'live-streams bench',
      clientAddress: '127.0.0.1',
      method: 'password',
    });
    tokens.push(token);
  }
  return tokens;
}

interface Stream {
  /** When each application (by its applicant's number) reached this stream. */
  heard: Map<number, number>;
  request: http.ClientRequest;
}

/** Opens one stream on `origin` with a ticket of the session `token`. */
async function openStream(origin: string, token: string): Promise<Stream> {
  const answer = await fetch(`${origin}/api/Notification/Stream/Ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const { Ticket } = (await answer.json()) as { Ticket: string };
  const heard = new Map<number, number>();
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}/api/Notification/Stream?ticket=${encodeURIComponent(Ticket)}`,
      { agent: false },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`stream: ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const at = performance.now();
          for (const match of chunk.matchAll(/"Who":"Live Applicant (\d+)"/g)) {
            heard.set(Number(match[1]), at);
          }
        });
        resolve({ heard, request });
      },
    );
    request.on('error', reject);
  });
}

function applicationForm(index: number, position: string) {
  const pdf = new Blob([Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')], {
    type: 'application/pdf',
  });
  const form = new FormData();
  form.set('Name', `Live Applicant ${index}`);
  form.set('Email', `live${index}@applicant.bench`);
  form.set('PhoneNumber', '+254712345678');
  form.set('Position', position);
  form.set('Cv', pdf, 'cv.pdf');
  form.set('AttachmentLetter', pdf, 'letter.pdf');
  return form;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

async function run(label: string, database: TestDatabase, instances: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-live-'));
  const db = createDatabase(database.dialect, database.url);
  await migrateToLatest(db);
  const tokens = await administrators(db, STREAMS);
  await db.destroy();
  const env = {
    ...productionEnv(database.url, dir),
    FRONTEND_ROOT: dir,
    // The URL the bench waits for is logged at info.
    LOG_LEVEL: 'info',
  };
  const servers = [];
  for (let index = 0; index < instances; index += 1) {
    servers.push(await startProcess(['src/main.ts'], env));
  }
  const streams: Stream[] = [];
  try {
    const origin = servers[0].url;
    const positions = (await (await fetch(`${origin}/api/Position`)).json()) as {
      Positions: { id: number }[];
    };
    const position = String(positions.Positions[0].id);
    // Warm: one application before any stream, so what follows measures the streams.
    await fetch(`${origin}/api/Apply`, { method: 'POST', body: applicationForm(-1, position) });
    await sleep(1000);
    const before = servers.map((server) => residentMiB(server.child));
    for (const [index, token] of tokens.entries()) {
      streams.push(await openStream(servers[index % instances].url, token));
    }
    await sleep(2000);
    const after = servers.map((server) => residentMiB(server.child));
    const added = after.reduce((sum, mib, index) => sum + mib - before[index], 0);

    const latencies: number[] = [];
    for (let event = 0; event < EVENTS; event += 1) {
      const sent = performance.now();
      const res = await fetch(`${origin}/api/Apply`, {
        method: 'POST',
        body: applicationForm(event, position),
      });
      if (res.status !== 201) throw new Error(`apply: ${res.status} ${await res.text()}`);
      const deadline = Date.now() + 30_000;
      while (streams.some((stream) => !stream.heard.has(event)) && Date.now() < deadline) {
        await sleep(5);
      }
      for (const stream of streams) {
        const at = stream.heard.get(event);
        latencies.push(at === undefined ? Number.POSITIVE_INFINITY : at - sent);
      }
    }
    latencies.sort((a, b) => a - b);
    const missed = latencies.filter((ms) => !Number.isFinite(ms)).length;
    console.log(
      `| ${label} | ${STREAMS} | ${((added * 1000) / STREAMS).toFixed(1)} | ` +
        `${percentile(latencies, 0.5).toFixed(0)} | ${percentile(latencies, 0.99).toFixed(0)} | ` +
        `${latencies.at(-1 - missed)!.toFixed(0)} | ${missed} |`,
    );
  } finally {
    for (const stream of streams) stream.request.destroy();
    for (const server of servers) server.child.kill('SIGTERM');
    await sleep(1500);
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`\n${STREAMS} streams, ${EVENTS} applications each told to every stream\n`);
  console.log(
    '| instances | streams | MiB per 1 000 streams | p50 ms | p99 ms | max ms | missed |',
  );
  console.log('|---|---|---|---|---|---|---|');
  await run('1, SQLite', await createTestDatabase('sqlite'), 1);
  if (!postgresUrl) {
    console.log('(PostgreSQL skipped: set TEST_DATABASE_URL)');
    return;
  }
  await run('1, PostgreSQL', await createTestDatabase('postgres'), 1);
  await run('2, PostgreSQL', await createTestDatabase('postgres'), 2);
}

void main();
