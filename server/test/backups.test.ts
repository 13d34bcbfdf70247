import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrator';
import { TableChecksum } from '../src/domain/backups/backup-format';
import { BACKED_UP_TABLES, isDerivedTable } from '../src/domain/backups/backup-tables';
import { listTables } from '../src/domain/backups/backups.repository';
import { LEDGER_FILE_NAME } from '../src/domain/personal-data/erasure-ledger-file';
import { runServerCommand } from './helpers/commands';
import {
  adminView,
  backupOf,
  commandEnv,
  fileThroughLink,
  otherDialect,
  restoredApp,
  storedFiles,
  storedSessions,
} from './helpers/copies';
import { apply, loginAdmin, setStatus } from './helpers/fixtures';
import { stopTestApp, useTestApp, type TestContext } from './helpers/test-app';
import { createTestDatabase, describeEachDatabase } from './helpers/test-db';
import { createTask, createWorld, type World } from './helpers/world';

const FUTURE = '2099-06-01';

/** A copy of a backup whose live shell is `releaseId`, its table checksum made to match. */
function withLiveShell(file: string, releaseId: string): string {
  const lines = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith('{"table":"live_releases"'));
  const end = lines.findIndex((line, i) => i > start && line.startsWith('{"tableEnd"'));
  const { columns } = JSON.parse(lines[start]) as { columns: string[] };
  const values: Record<string, string> = {
    package: 'shell',
    release_id: releaseId,
    switched_at: '2026-01-01T00:00:00.000Z',
  };
  const row = JSON.stringify(columns.map((column) => values[column]));
  const checksum = new TableChecksum();
  checksum.add(row);
  const tableEnd = { tableEnd: 'live_releases', rows: 1, sha256: checksum.digest() };
  lines.splice(start + 1, end - start, row, JSON.stringify(tableEnd));
  const crafted = file.replace(/\.ndjson\.gz$/, `-crafted-${releaseId.length}.ndjson.gz`);
  fs.writeFileSync(crafted, zlib.gzipSync(lines.join('\n')));
  return crafted;
}

type Ack =
  | { kind: 'apply'; id: number; at: number }
  | { kind: 'approve'; id: number; at: number }
  | { kind: 'comment'; id: number; body: string; at: number }
  | { kind: 'rate'; id: number; rating: number; at: number };

describeEachDatabase('backups', (dialect) => {
  const ctx = useTestApp(dialect);
  let w: World;
  let admin: Record<string, string>;
  const restored: TestContext[] = [];

  beforeAll(async () => {
    w = await createWorld(ctx);
    admin = await loginAdmin(ctx);
  });
  afterAll(async () => {
    for (const each of restored) await stopTestApp(each);
  });

  const restore = async (file: string, into = dialect) => {
    const result = await restoredApp(into, file, ctx.config.BACKUP_DIR);
    restored.push(result.ctx);
    return result;
  };

  it('knows every table of the schema: backed up, or rebuilt by a restore', async () => {
    const database = await createTestDatabase(dialect);
    const db = createDatabase(dialect, database.url);
    try {
      await migrateToLatest(db);
      const names = (await listTables(db)).map((table) => table.name);
      expect(names.filter((name) => !isDerivedTable(name))).toEqual(
        expect.arrayContaining(BACKED_UP_TABLES.map((table) => table.name)),
      );
      const unknown = names.filter(
        (name) => !isDerivedTable(name) && !BACKED_UP_TABLES.some((table) => table.name === name),
      );
      expect(unknown).toEqual([]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  it('a backup taken under writes holds every write acknowledged before it began', async () => {
    const tasks: number[] = [];
    for (let i = 0; i < 60; i++) {
      tasks.push(await createTask(ctx, w.supervisor, w.intern, { completed: true }));
    }
    const acks: Ack[] = [];
    const processing: number[] = [];
    let stop = false;
    const send = (method: 'POST' | 'PUT', url: string, headers: object, payload: object) =>
      ctx.app.inject({ method, url, headers: headers as Record<string, string>, payload });
    const writers = [
      async () => {
        while (!stop) {
          const { id } = await apply(ctx);
          processing.push(id);
          acks.push({ kind: 'apply', id, at: Date.now() });
        }
      },
      async () => {
        while (!stop) {
          const id = processing.shift();
          if (id === undefined) {
            await new Promise((resolve) => setTimeout(resolve, 5));
            continue;
          }
          const res = await setStatus(ctx, admin, id, 'Accepted', FUTURE);
          if (res.statusCode === 200) acks.push({ kind: 'approve', id, at: Date.now() });
        }
      },
      async () => {
        for (let i = 0; !stop; i++) {
          const body = `Comment ${i} under backup`;
          const res = await send('POST', '/api/Comment', w.intern.headers, {
            Taskid: String(tasks[i % tasks.length]),
            Intern_comment: body,
            Userid: String(w.intern.id),
          });
          if (res.statusCode === 200) {
            acks.push({ kind: 'comment', id: res.json().id as number, body, at: Date.now() });
          }
        }
      },
      async () => {
        // Each task is rated once, so the rating a restore shows is the acknowledged one.
        for (let i = 0; !stop && i < tasks.length; i++) {
          const rating = (i * 37) % 101;
          const res = await send(
            'POST',
            `/api/Supervisor/Task/Rate/${tasks[i]}`,
            w.supervisor.headers,
            {
              rating,
            },
          );
          if (res.statusCode === 200)
            acks.push({ kind: 'rate', id: tasks[i], rating, at: Date.now() });
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
    ];
    const running = writers.map((writer) => writer());
    // Some of each kind acknowledged first (a time would give too few on a loaded machine).
    const count = (kind: string) => acks.filter((ack) => ack.kind === kind).length;
    for (let waited = 0; waited < 60_000; waited += 50) {
      if (['apply', 'comment', 'rate'].every((kind) => count(kind) > 3)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The acknowledgements so far, by their place: one in the backup's first millisecond was
    // acknowledged before it began, which its time (equal to the start's) cannot tell.
    const acknowledgedBefore = acks.length;
    const began = Date.now();
    const file = await backupOf(ctx);
    const ended = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop = true;
    await Promise.all(running);

    const before = acks.slice(0, acknowledgedBefore);
    expect(before.filter((ack) => ack.kind === 'apply').length).toBeGreaterThan(3);
    expect(before.filter((ack) => ack.kind === 'comment').length).toBeGreaterThan(3);
    expect(before.filter((ack) => ack.kind === 'rate').length).toBeGreaterThan(3);
    // The writers went on while it ran: the backup did not hold them up.
    expect(acks.filter((ack) => ack.at > began && ack.at < ended).length).toBeGreaterThan(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const { ctx: copy } = await restore(file);
    const db = copy.app.db;
    const sourceFiles = new Map((await storedFiles(ctx.app.db)).map((row) => [row.id, row]));
    const copiedFiles = await storedFiles(db);
    for (const ack of before) {
      if (ack.kind === 'apply') {
        const files = copiedFiles.filter((row) => row.application_id === ack.id);
        expect(files.map((row) => row.kind).sort()).toEqual(['AttachmentLetter', 'Cv']);
        for (const row of files) expect(row).toEqual(sourceFiles.get(row.id));
      } else if (ack.kind === 'approve') {
        const row = await db
          .selectFrom('applications')
          .select('status')
          .where('id', '=', ack.id)
          .executeTakeFirst();
        expect(row?.status).toBe('Accepted');
      } else if (ack.kind === 'comment') {
        const row = await db
          .selectFrom('comments')
          .select('body')
          .where('id', '=', ack.id)
          .executeTakeFirst();
        expect(row?.body).toBe(ack.body);
      } else {
        const row = await db
          .selectFrom('tasks')
          .select('rating')
          .where('id', '=', ack.id)
          .executeTakeFirst();
        expect(row?.rating).toBe(ack.rating);
      }
    }
    // The copy starts and its counts are its rows': the dashboard's numbers match a count.
    const headers = await loginAdmin(copy);
    const dashboard = await copy.app.inject({
      method: 'GET',
      url: '/api/Admin/User/Dashboard',
      headers,
    });
    expect(dashboard.statusCode).toBe(200);
    const [statuses, roles] = await Promise.all([
      db.selectFrom('applications').select('status').execute(),
      db.selectFrom('users').select('role').where('archived_at', 'is', null).execute(),
    ]);
    const of = <T>(rows: T[], test: (row: T) => boolean) => rows.filter(test).length;
    expect(dashboard.json()).toEqual({
      TotalUsers: roles.length,
      TotalApplicants: statuses.length,
      SelectedApplicants: of(statuses, (row) => ['Accepted', 'Passed'].includes(row.status)),
      TotalInterns: of(roles, (row) => row.role === 'INT'),
      TotalSupervisors: of(roles, (row) => row.role === 'SUP'),
    });
    expect(statuses.length).toBeGreaterThanOrEqual(
      before.filter((ack) => ack.kind === 'apply').length,
    );
    const link = await fileThroughLink(
      copy,
      (before.find((ack) => ack.kind === 'apply') as Ack).id,
    );
    expect(link.status).toBe(200);
    expect(link.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it(`restored on ${otherDialect(dialect)}, every list, count and file answers the same`, async () => {
    const file = await backupOf(ctx, 'quiet.ndjson.gz');
    expect(file).toBe(path.join(ctx.config.BACKUP_DIR, 'quiet.ndjson.gz'));
    const { ctx: copy } = await restore(file, otherDialect(dialect));
    // Sessions with their browser, address and way of signing in (My sessions), before the
    // views below sign in again.
    const sessions = await storedSessions(ctx.app.db);
    expect(sessions.filter((session) => session.user_agent !== '')).not.toEqual([]);
    expect(await storedSessions(copy.app.db)).toEqual(sessions);
    expect(await adminView(copy)).toEqual(await adminView(ctx));
    expect(await storedFiles(copy.app.db)).toEqual(await storedFiles(ctx.app.db));
    // New rows get new ids: the sequences were carried over.
    const { id } = await apply(copy);
    const newest = await ctx.app.db
      .selectFrom('applications')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    expect(id).toBeGreaterThan(Number(newest?.id));
  });

  it('an applicant or account erased after the backup stays erased after a restore', async () => {
    const kept = await apply(ctx);
    const gone = await apply(ctx);
    const supervisor = w.otherSupervisor;
    const file = await backupOf(ctx);

    const erase = (url: string) => ctx.app.inject({ method: 'DELETE', url, headers: admin });
    expect((await erase(`/api/Admin/Application/${gone.id}/PersonalData`)).statusCode).toBe(200);
    expect((await erase(`/api/Admin/User/${supervisor.id}/PersonalData`)).statusCode).toBe(200);
    // The ledger next to the backups names what was erased, and nothing about whom.
    const ledger = fs.readFileSync(path.join(ctx.config.BACKUP_DIR, LEDGER_FILE_NAME), 'utf8');
    expect(ledger).not.toContain(gone.email);
    expect(ledger).not.toContain(supervisor.email);
    for (const line of ledger.trim().split('\n')) {
      expect(Object.keys(JSON.parse(line)).sort()).toEqual([
        'erased_at',
        'kind',
        'subject_created_at',
        'subject_id',
      ]);
    }

    const { ctx: copy, run } = await restore(file);
    expect(run.stdout).toMatch(/[1-9]\d* erasure\(s\) made after the backup applied again/);
    const db = copy.app.db;
    const application = await db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', gone.id)
      .executeTakeFirstOrThrow();
    expect(application).toMatchObject({ name: '(erased)', phone_number: '' });
    expect(application.email).not.toBe(gone.email);
    expect(application.erased_at).not.toBeNull();
    expect(
      await db
        .selectFrom('application_files')
        .select('id')
        .where('application_id', '=', gone.id)
        .execute(),
    ).toEqual([]);
    const account = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', supervisor.id)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ name: 'Former supervisor', password_hash: null });
    expect(account.email).not.toBe(supervisor.email);
    const mail = await db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', 'in', [gone.email, supervisor.email])
      .execute();
    expect(mail).toEqual([]);
    // Others are untouched.
    const other = await db
      .selectFrom('applications')
      .select('email')
      .where('id', '=', kept.id)
      .executeTakeFirstOrThrow();
    expect(other.email).toBe(kept.email);
    expect(
      await db
        .selectFrom('application_files')
        .select('id')
        .where('application_id', '=', kept.id)
        .execute(),
    ).toHaveLength(2);
  });

  it('restores a backup whose release ids it checks (the cases below edit this one)', async () => {
    expect(await restore(withLiveShell(await backupOf(ctx), 'a1b2c3d4e5f60718'))).toBeDefined();
  });

  const notGzip = (file: string) => {
    const given = path.join(path.dirname(file), 'notes.txt');
    fs.writeFileSync(given, 'these are not the rows you are looking for\n');
    return given;
  };
  const cut = (file: string) => {
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    return file;
  };
  // A whole gzip that stops inside a line, as a copy cut off after a flush would.
  const cutInLine = (file: string) => {
    const text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
    fs.writeFileSync(file, zlib.gzipSync(text.slice(0, text.indexOf('\n') + 40)));
    return file;
  };
  it.each([
    ['a file that is not gzip', notGzip, 'is not a backup: it is not gzip, or it is damaged.'],
    ['a file cut off', cut, 'is incomplete: it was cut off while written or copied.'],
    [
      'a file cut off inside a line',
      cutInLine,
      'is incomplete: it was cut off while written or copied.',
    ],
    [
      // Valid in every checksum, but naming a folder outside RELEASES_DIR as the live shell.
      'a release id edited into a path',
      (file: string) => withLiveShell(file, '../../../evil/shell'),
      'holds what this product never writes: shell release "../../../evil/shell" is not a ' +
        'release id (16 hex digits).',
    ],
  ])('explains %s in one line, and leaves the new database empty', async (_what, make, message) => {
    const given = make(await backupOf(ctx));
    const database = await createTestDatabase(dialect);
    try {
      const run = await runServerCommand('src/cli/restore.ts', [given], {
        DATABASE_URL: database.url,
        DATA_DIR: ctx.dataDir,
        BACKUP_DIR: ctx.config.BACKUP_DIR,
      });
      expect({ code: run.code, stderr: run.stderr }).toEqual({
        code: 1,
        stderr: `${given} ${message}\n`,
      });
      const db = createDatabase(dialect, database.url);
      try {
        expect(await listTables(db)).toEqual([]);
      } finally {
        await db.destroy();
      }
    } finally {
      await database.drop();
    }
  });

  it('refuses a database that holds data, naming it, and changes nothing', async () => {
    const file = await backupOf(ctx);
    const before = await adminView(ctx);
    const run = await runServerCommand('src/cli/restore.ts', [file], commandEnv(ctx));
    expect(run.code).toBe(1);
    const named =
      dialect === 'sqlite' ? ctx.database.url : new URL(ctx.database.url).pathname.slice(1);
    expect(run.stderr).toContain(named);
    expect(run.stderr).toMatch(/is not empty: it has \d+ tables holding \d+ applications/);
    expect(await adminView(ctx)).toEqual(before);
  });
});
