import { simplePdf } from '../src/domain/demo/simple-pdf';
import { loadDemoData } from '../src/domain/demo/demo-data';
import { runServerCommand } from './helpers/commands';
import {
  adminView,
  commandEnv,
  fileThroughLink,
  storedFiles,
  storedSessions,
} from './helpers/copies';
import { ADMIN, stopTestApp, testConfig, useTestApp, type TestContext } from './helpers/test-app';
import { createTestDatabase, dialects, type TestDatabase } from './helpers/test-db';
import { buildApp } from '../src/app';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// With the demo's 14 (ten applicants and the four interns' applications).
const APPLICATIONS = 1000;

/** A thousand applications with their two PDFs each, as the API would have stored them. */
async function addApplications(ctx: TestContext) {
  const db = ctx.app.db;
  const now = Date.now();
  for (let from = 0; from < APPLICATIONS; from += 100) {
    await db.transaction().execute(async (trx) => {
      for (let i = from; i < from + 100; i++) {
        const at = new Date(now - i * 60_000).toISOString();
        const { id } = await trx
          .insertInto('applications')
          .values({
            name: `Applicant ${i}`,
            email: `applicant${i}@move.test`,
            phone_number: '+254712345678',
            position_id: 1 + (i % 3),
            status: (['Processing', 'Accepted', 'Passed', 'Declined'] as const)[i % 4],
            interview_date: i % 4 === 0 ? null : '2099-06-01',
            created_at: at,
            updated_at: at,
            notice_version: '2026-11-01',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('application_files')
          .values(
            (['Cv', 'AttachmentLetter'] as const).map((kind) => {
              const content = simplePdf([`${kind} of applicant ${i}`]);
              return {
                application_id: id,
                kind,
                filename: `${kind}-${i}.pdf`,
                size: content.length,
                content,
                created_at: at,
              };
            }),
          )
          .execute();
      }
    });
  }
}

describe.each(dialects)('npm run db:move, from SQLite to %s', (targetDialect) => {
  const source = useTestApp('sqlite');
  let target: TestDatabase;
  let copy: TestContext | undefined;

  beforeAll(async () => {
    target = await createTestDatabase(targetDialect);
  });
  afterAll(async () => {
    if (copy) await stopTestApp(copy);
    else await target.drop();
  });

  it('copies the demo and a thousand applications: counts, lists and files the same', async () => {
    expect(await loadDemoData(source.app.db, source.config, source.app.log)).toBe(true);
    await addApplications(source);
    // A session with its browser and address, as My sessions shows it.
    const signedIn = await source.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
      headers: {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      },
      remoteAddress: '203.0.113.7',
    });
    expect(signedIn.statusCode).toBe(200);

    const run = await runServerCommand(
      'src/cli/db-move.ts',
      ['--to', target.url],
      commandEnv(source),
      300_000,
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/applications\s+1014 rows\s+same/);
    expect(run.stdout).toMatch(/application_files\s+2028 rows\s+same/);
    expect(run.stdout).toContain('set DATABASE_URL to the --to URL');

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'internship-moved-'));
    const app = await buildApp(testConfig(target, dataDir));
    await app.ready();
    copy = { app, config: app.config, database: target, dataDir };
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json().database).toBe(
      targetDialect,
    );
    const sessions = await storedSessions(source.app.db);
    expect(sessions).toContainEqual(
      expect.objectContaining({ client_address: '203.0.113.7', sign_in_method: 'password' }),
    );
    expect(await storedSessions(copy.app.db)).toEqual(sessions);
    expect(await adminView(copy)).toEqual(await adminView(source));
    expect(await storedFiles(copy.app.db)).toEqual(await storedFiles(source.app.db));
    for (const id of [1, 500, 1014]) {
      const [moved, original] = [
        await fileThroughLink(copy, id),
        await fileThroughLink(source, id),
      ];
      expect(moved.status).toBe(200);
      expect(moved.bytes.equals(original.bytes)).toBe(true);
    }
  });

  it('refuses a target that is not empty, naming it', async () => {
    const run = await runServerCommand(
      'src/cli/db-move.ts',
      ['--to', target.url],
      commandEnv(source),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      targetDialect === 'postgres'
        ? /postgres:\/\/.*\/t_\w+ is not empty: it has \d+ tables holding 1014 applications/
        : /test\.db exists: give a new file/,
    );
  });
});
