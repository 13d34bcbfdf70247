import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Db } from '../src/db/database';
import { enqueueMail } from '../src/domain/mail/outbox.repository';
import { TestSmtpServer } from './helpers/smtp';
import { createTestDatabase, postgresUrl, type TestDatabase } from './helpers/test-db';

/**
 * Two server instances (real child processes, src/app.ts with its outbox worker) on one
 * PostgreSQL database and one SMTP server. SQLite has no second instance: it is one process's file.
 */
// An instance starts through tsx, which compiles the app first: seconds on a quiet machine, more
// than 30 under a full run's load.
const START_MS = 90_000;
const serverDir = path.resolve(__dirname, '..');
const LOCK_MS = 2000;
const describePostgres = postgresUrl ? describe : describe.skip;

interface Instance {
  name: string;
  child: ChildProcess;
  output: () => string;
}

function startInstance(name: string, databaseUrl: string, smtpUrl: string, dir: string) {
  const dataDir = fs.mkdtempSync(path.join(dir, `${name}-`));
  // Node itself with tsx's loader, not the tsx CLI: the CLI runs the server in a child of its
  // own, so a SIGKILL would stop the CLI and leave the server running (and delivering).
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/mail-instance.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      FRONTEND_ROOT: dataDir,
      SMTP_URL: smtpUrl,
      // Only the display name differs, so the receiver can tell who sent what.
      MAIL_FROM: `Instance ${name} <hr@firm.test>`,
      LOG_LEVEL: 'error',
      TEST_MAIL_POLL_MS: '50',
      TEST_MAIL_LOCK_MS: String(LOCK_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<Instance>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start:\n${output}`)),
      START_MS,
    );
    child.stdout!.on('data', () => {
      if (output.includes('listening on ')) {
        clearTimeout(timer);
        resolve({ name, child, output: () => output });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
}

async function stopInstance(instance: Instance | undefined) {
  if (!instance || instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  await exited;
}

describePostgres('e-mail from two server instances on one PostgreSQL database', () => {
  const smtp = new TestSmtpServer();
  let database: TestDatabase;
  let db: Db;
  let dir: string;
  let a: Instance | undefined;
  let b: Instance | undefined;

  beforeAll(
    async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'internship-two-'));
      database = await createTestDatabase('postgres');
      await smtp.start();
      // One after the other, so the first one migrates the fresh database alone.
      a = await startInstance('A', database.url, smtp.url, dir);
      b = await startInstance('B', database.url, smtp.url, dir);
      db = createDatabase('postgres', database.url);
    },
    2 * START_MS + 30_000,
  );

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await db?.destroy();
    await smtp.stop();
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function enqueue(prefix: string, count: number) {
    const ids: number[] = [];
    for (let n = 0; n < count; n++) {
      ids.push(
        await enqueueMail(db, {
          to: `${prefix}-${n}@two.test`,
          subject: `${prefix} ${n}`,
          text: `Message ${n} of ${count}.`,
        }),
      );
    }
    return ids;
  }

  /** The received copies of the given outbox rows, by outbox id. */
  function received(ids: number[]) {
    const wanted = new Set(ids.map(String));
    const copies = new Map<number, { messageId: string; from: string }[]>();
    for (const message of smtp.messages) {
      const outboxId = String(message.headers.get('x-outbox-id') ?? '');
      if (!wanted.has(outboxId)) continue;
      const list = copies.get(Number(outboxId)) ?? [];
      list.push({ messageId: message.messageId ?? '', from: message.from?.text ?? '' });
      copies.set(Number(outboxId), list);
    }
    return copies;
  }

  async function statuses(ids: number[]) {
    const rows = await db
      .selectFrom('outbox')
      .select(['id', 'status'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((row) => row.status);
  }

  async function allSent(ids: number[], timeoutMs: number) {
    const start = Date.now();
    while ((await statuses(ids)).some((status) => status !== 'sent')) {
      if (Date.now() - start > timeoutMs) throw new Error('the outbox did not drain');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const messageIdPattern = (id: number) =>
    new RegExp(`^<outbox\\.${id}\\.[0-9a-f]{16}@firm\\.test>$`);

  it('delivers each of 40 queued e-mails exactly once across both instances', async () => {
    smtp.acceptDelayMs = 20;
    const ids = await enqueue('both', 40);
    await allSent(ids, 20_000);
    // A late duplicate would have arrived by now: no claim is held any more.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const copies = received(ids);
    expect([...copies.keys()].sort((x, y) => x - y)).toEqual(ids);
    for (const id of ids) {
      expect(copies.get(id)).toHaveLength(1);
      expect(copies.get(id)![0].messageId).toMatch(messageIdPattern(id));
    }
    const senders = [...copies.values()].map((list) => list[0].from);
    expect(senders.filter((from) => from.includes('Instance A')).length).toBeGreaterThan(0);
    expect(senders.filter((from) => from.includes('Instance B')).length).toBeGreaterThan(0);
    // Both instances name the installation alike (the tag lives in the shared database).
    const tags = new Set([...copies.values()].map((list) => list[0].messageId.split('.')[2]));
    expect(tags.size).toBe(1);
  }, 40_000);

  it('delivers every e-mail when an instance is killed mid-delivery; a resend keeps its Message-ID', async () => {
    // The receiver records each message, then waits before its 250: the window in which a
    // sender that dies cannot know the message was accepted.
    smtp.acceptDelayMs = 400;
    const ids = await enqueue('killed', 12);
    const wanted = new Set(ids.map(String));
    const fromA = () =>
      smtp.messages.find(
        (message) =>
          wanted.has(String(message.headers.get('x-outbox-id'))) &&
          message.from?.text.includes('Instance A'),
      );
    const start = Date.now();
    while (!fromA()) {
      if (Date.now() - start > 20_000) throw new Error('instance A delivered nothing');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const exited = new Promise((resolve) => a!.child.once('exit', resolve));
    a!.child.kill('SIGKILL');
    await exited;

    // B takes over a killed claim once it expires (LOCK_MS) and sends it again.
    await allSent(ids, 20_000 + LOCK_MS);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const copies = received(ids);
    expect([...copies.keys()].sort((x, y) => x - y)).toEqual(ids);
    // Exactly once, except a message A had handed over when it died (which one depends on when
    // the kill lands): that one twice, first from A then from B, both copies with one Message-ID,
    // so the receiver and mail clients see one message.
    const resent = ids.filter((id) => copies.get(id)!.length > 1);
    expect(resent.length).toBeLessThanOrEqual(1);
    for (const id of ids) {
      const list = copies.get(id)!;
      expect(list.length).toBeLessThanOrEqual(2);
      expect(new Set(list.map((copy) => copy.messageId)).size).toBe(1);
      expect(list[0].messageId).toMatch(messageIdPattern(id));
    }
    for (const id of resent) {
      expect(copies.get(id)!.map((copy) => copy.from.includes('Instance B'))).toEqual([
        false,
        true,
      ]);
      const row = await db
        .selectFrom('outbox')
        .select('attempts')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.attempts).toBe(2);
    }
    const distinctMessageIds = new Set(
      [...copies.values()].flatMap((list) => list.map((copy) => copy.messageId)),
    );
    expect(distinctMessageIds.size).toBe(ids.length);
  }, 60_000);
});
