import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import { createDatabase, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrator';
import { simplePdf } from '../src/domain/demo/simple-pdf';
import { setSupervisor } from '../src/domain/people/people.repository';
import { completeTask, insertTask } from '../src/domain/tasks/tasks.repository';
import { insertUser } from '../src/domain/users/users.repository';
import { hashPassword } from '../src/lib/passwords';
import { bearer, productionEnv, startProcess } from './server-process';
import { arg } from './command-line';

/**
 * `npm run bench:backup -w server` (DATABASE_URL: the installation, e.g. one of seed:scale;
 * `-- --writers 4 --pause 50 --seconds 10 [--add-files]`): how long writes wait while a backup
 * runs. A real server (production mode) takes applications, approvals, comments and ratings
 * from `--writers` clients, each pausing between writes; after a warm-up their latencies are
 * compared with no backup, during
 * `npm run backup` (another process), and during a scheduled backup (in the server).
 * `--add-files` first gives each application without files a small CV and letter.
 */
const WRITERS = arg('writers', 4);
const SECONDS = arg('seconds', 10);
/** Each writer's pause between writes: a busy day's traffic, not the server's saturation. */
const PAUSE_MS = arg('pause', 50);
const PASSWORD = 'Bench-backup-2026';
const PDF = simplePdf(['Curriculum vitae']);

async function addFiles(db: Db) {
  const missing = await db
    .selectFrom('applications')
    .select(['id', 'created_at'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('application_files as f')
            .select('f.id')
            .whereRef('f.application_id', '=', 'applications.id'),
        ),
      ),
    )
    .execute();
  for (let from = 0; from < missing.length; from += 500) {
    const rows = missing.slice(from, from + 500).flatMap(({ id, created_at }) =>
      (['Cv', 'AttachmentLetter'] as const).map((kind) => ({
        application_id: id,
        kind,
        filename: `${kind}.pdf`,
        size: PDF.length,
        content: simplePdf([`${kind} of application ${id}`]),
        created_at,
      })),
    );
    await db.insertInto('application_files').values(rows).execute();
  }
  return missing.length;
}

async function people(db: Db) {
  const config = loadConfig({ NODE_ENV: 'production', SECRETS_KEY: 'development' });
  const hash = await hashPassword(config, PASSWORD);
  const run = Date.now();
  const user = (role: 'ADM' | 'SUP' | 'INT') =>
    insertUser(db, {
      name: `Backup bench ${role}`,
      email: `backup.bench.${role.toLowerCase()}.${run}@bench.test`,
      role,
      password_hash: hash,
      position_id: 1,
    });
  await user('ADM');
  const [supervisor, intern] = [await user('SUP'), await user('INT')];
  await setSupervisor(db, intern, supervisor);
  const tasks: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const id = await insertTask(db, {
      title: `Backup bench task ${i}`,
      description: 'Rated while a backup runs.',
      deadline: '2099-01-01',
      assigned_to: intern,
      assigned_by: supervisor,
    });
    await completeTask(db, id);
    tasks.push(id);
  }
  const emailOf = (role: string) => `backup.bench.${role}.${run}@bench.test`;
  return {
    admin: emailOf('adm'),
    supervisor: emailOf('sup'),
    intern: emailOf('int'),
    internId: intern,
    tasks,
  };
}

type Who = Awaited<ReturnType<typeof people>>;

/** Closed-loop writers until `until` resolves; each write's milliseconds. */
async function write(origin: string, who: Who, until: Promise<unknown>) {
  const [admin, supervisor, intern] = await Promise.all([
    bearer(origin, who.admin, PASSWORD),
    bearer(origin, who.supervisor, PASSWORD),
    bearer(origin, who.intern, PASSWORD),
  ]);
  let done = false;
  void until.then(() => (done = true));
  const times: number[] = [];
  const applied: number[] = [];
  let n = 0;
  const json = (headers: object, body: object) => ({
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const one = async (i: number) => {
    const kind = i % 4;
    const began = performance.now();
    let res: Response;
    if (kind === 0 || applied.length === 0) {
      const form = new FormData();
      form.append('Name', 'Bench Applicant');
      form.append('Email', `backup.bench.${Date.now()}.${i}@apply.test`);
      form.append('PhoneNumber', '+254712345678');
      form.append('Position', '1');
      form.append('Cv', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
      form.append('AttachmentLetter', new Blob([PDF], { type: 'application/pdf' }), 'l.pdf');
      res = await fetch(`${origin}/api/Apply`, { method: 'POST', body: form });
      if (res.status === 201) applied.push(((await res.json()) as { id: number }).id);
    } else if (kind === 1) {
      res = await fetch(`${origin}/api/Apply/${applied.shift()}`, {
        method: 'PUT',
        ...json(admin, { ApplicationStatus: 'Accepted', Date: '2099-06-01' }),
      });
    } else if (kind === 2) {
      res = await fetch(`${origin}/api/Comment`, {
        method: 'POST',
        ...json(intern, {
          Taskid: String(who.tasks[i % who.tasks.length]),
          Intern_comment: `Bench ${i}`,
          Userid: String(who.internId),
        }),
      });
    } else {
      res = await fetch(`${origin}/api/Supervisor/Task/Rate/${who.tasks[i % who.tasks.length]}`, {
        method: 'POST',
        ...json(supervisor, { rating: i % 101 }),
      });
    }
    await res.arrayBuffer().catch(() => undefined);
    if (res.status >= 300) throw new Error(`write ${kind}: ${res.status}`);
    times.push(performance.now() - began);
  };
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (!done) {
        await one(n++);
        await sleep(PAUSE_MS);
      }
    }),
  );
  return times;
}

function summary(name: string, times: number[], extra = '') {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  console.log(
    `${name.padEnd(34)} ${String(sorted.length).padStart(6)} writes  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  max ${sorted.at(-1)!.toFixed(1)} ms${extra}`,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL: the installation to measure (seed:scale makes one)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));
  const db = createDatabase(url.startsWith('postgres') ? 'postgres' : 'sqlite', url);
  await migrateToLatest(db);
  if (process.argv.includes('--add-files'))
    console.log(`files added to ${await addFiles(db)} applications`);
  const who = await people(db);
  const env = {
    ...productionEnv(url, dir),
    BACKUP_DIR: dir,
    FRONTEND_ROOT: dir,
    LOG_LEVEL: 'info',
  };

  const first = await startProcess(['src/main.ts'], env);
  await write(first.url, who, sleep(5000));
  summary('no backup', await write(first.url, who, sleep(SECONDS * 1000)));
  const began = performance.now();
  const backup = new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/backup.ts', 'bench.ndjson.gz'],
      {
        cwd: path.resolve(__dirname, '..'),
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(out))));
  });
  const during = await write(first.url, who, backup);
  summary(
    'during npm run backup',
    during,
    `  (${((performance.now() - began) / 1000).toFixed(1)} s)`,
  );
  console.log(`  ${await backup}`);
  first.child.kill('SIGTERM');
  await sleep(1000);

  await sql`delete from job_leases where name = 'backup'`.execute(db);
  const second = await startProcess(['src/main.ts'], {
    ...env,
    BACKUP_EVERY: '1d',
    LOG_LEVEL: 'info',
  });
  const written = new Promise<void>((resolve) =>
    second.child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('backup written')) resolve();
    }),
  );
  const scheduledBegan = performance.now();
  const scheduled = await write(second.url, who, written);
  summary(
    'during a scheduled backup (in server)',
    scheduled,
    `  (${((performance.now() - scheduledBegan) / 1000).toFixed(1)} s after listening)`,
  );
  second.child.kill('SIGTERM');
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
