import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import type { Db, Dialect } from '../../src/db/database';
import { runServerCommand, type CommandResult } from './commands';
import { loginAdmin } from './fixtures';
import { testConfig, type TestContext } from './test-app';
import { createTestDatabase, postgresUrl } from './test-db';

/** The environment of the commands run against a test app's database and folders. */
export const commandEnv = (ctx: TestContext) => ({
  DATABASE_URL: ctx.database.url,
  DATA_DIR: ctx.dataDir,
  BACKUP_DIR: ctx.config.BACKUP_DIR,
});

/** `npm run backup` against a test app's database; answers the file it wrote. */
export async function backupOf(ctx: TestContext, name?: string): Promise<string> {
  const run = await runServerCommand('src/cli/backup.ts', name ? [name] : [], commandEnv(ctx));
  if (run.code !== 0) throw new Error(`backup failed:\n${run.stdout}${run.stderr}`);
  return /to (\S+\.ndjson\.gz):/.exec(run.stdout)![1];
}

/**
 * A second app, on a new empty database (of `dialect`), restored from `file` with the ledger
 * files of `backupDir`; stopped and dropped by `stopTestApp`.
 */
export async function restoredApp(
  dialect: Dialect,
  file: string,
  backupDir: string,
): Promise<{ ctx: TestContext; run: CommandResult }> {
  const database = await createTestDatabase(dialect);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'internship-restored-'));
  const run = await runServerCommand('src/cli/restore.ts', [file], {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
  });
  if (run.code !== 0) {
    await database.drop();
    throw new Error(`restore failed:\n${run.stdout}${run.stderr}`);
  }
  const config = testConfig(database, dataDir);
  const app = await buildApp(config);
  await app.ready();
  return { ctx: { app, config, database, dataDir }, run };
}

/** The other kind of database when this run has both, else the same. */
export const otherDialect = (dialect: Dialect): Dialect =>
  postgresUrl ? (dialect === 'sqlite' ? 'postgres' : 'sqlite') : dialect;

const ADMIN_READS = [
  '/api/Admin/User/Dashboard',
  '/api/Admin/User/Dashboard/Pipeline',
  '/api/Admin/User/Applicants',
  '/api/Admin/User/Interviews',
  '/api/Admin/User/Interns',
  '/api/Admin/User/Supervisors',
  '/api/Admin/Mail/Undelivered',
  '/api/Position',
];

/** What an administrator sees on the dashboard and in every list, answer by answer. */
export async function adminView(ctx: TestContext): Promise<Record<string, unknown>> {
  const headers = await loginAdmin(ctx);
  const view: Record<string, unknown> = {};
  for (const url of ADMIN_READS) {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    view[url] = { status: res.statusCode, body: res.json() };
  }
  return view;
}

/** Every stored file, by id: application, kind, name and the bytes' length and content. */
export async function storedFiles(db: Db) {
  const rows = await db
    .selectFrom('application_files')
    .select(['id', 'application_id', 'kind', 'filename', 'content'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, content: Buffer.from(row.content).toString('base64') }));
}

/** A file as an administrator's signed link serves it (GET /Apply/{id} gives the link). */
export async function fileThroughLink(ctx: TestContext, applicationId: number) {
  const headers = await loginAdmin(ctx);
  const details = await ctx.app.inject({
    method: 'GET',
    url: `/api/Apply/${applicationId}`,
    headers,
  });
  const link = new URL(details.json().Cv as string);
  const res = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  return { status: res.statusCode, bytes: res.rawPayload };
}

/** What My sessions shows of each stored session (issue 68), by id: a copy must carry it all. */
export async function storedSessions(db: Db) {
  return db
    .selectFrom('sessions')
    .select([
      'id',
      'user_id',
      'created_at',
      'last_used_at',
      'revoked_at',
      'user_agent',
      'client_address',
      'sign_in_method',
    ])
    .orderBy('id')
    .execute();
}
