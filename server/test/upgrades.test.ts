import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { createDatabase, type Db } from '../src/db/database';
import { createMigrator, KNOWN_SCHEMA, schemaStatus } from '../src/db/migrator';
import { APP_VERSION } from '../src/lib/version';
import { runServerCommand } from './helpers/commands';
import { testConfig } from './helpers/test-app';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './helpers/test-db';

const FUTURE = '2999010100_from_a_newer_version';

describeEachDatabase('upgrades', (dialect) => {
  let database: TestDatabase;
  let dataDir: string;
  let db: Db;
  let env: Record<string, string>;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'internship-upgrade-'));
    db = createDatabase(dialect, database.url);
    env = { DATABASE_URL: database.url, DATA_DIR: dataDir, FRONTEND_ROOT: dataDir };
  });
  afterEach(async () => {
    await db.destroy();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const tableCount = async () => (await db.introspection.getTables()).length;
  const start = (extra: Record<string, string> = {}) =>
    buildApp(testConfig(database, dataDir, extra)).then(async (app) => {
      await app.ready();
      return app;
    });

  it('a server older than the schema refuses to start, naming both versions', async () => {
    await (await start()).close();
    await sql`insert into kysely_migration (name, timestamp)
      values (${FUTURE}, ${new Date().toISOString()})`.execute(db);

    await expect(start()).rejects.toThrow(
      `The database's schema (${FUTURE}) is newer than this server knows ` +
        `(version ${APP_VERSION}, schema ${KNOWN_SCHEMA})`,
    );
    // The process says it in one line on stderr and exits 1, without a stack trace.
    const run = await runServerCommand('src/main.ts', [], { ...env, PORT: '0' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(new RegExp(`^The database's schema \\(${FUTURE}\\)`));
    expect(run.stderr).not.toContain('    at ');
    // `npm run migrate` refuses it too, and `--status` names it.
    const migrate = await runServerCommand('src/cli/migrate.ts', [], env);
    expect(migrate.code).toBe(1);
    expect(migrate.stderr).toContain(FUTURE);
    const status = await runServerCommand('src/cli/migrate.ts', ['--status'], env);
    expect(status.stdout).toContain(`applied  ${FUTURE}`);
  });

  it('MIGRATE_ON_START=off leaves migrating to `npm run migrate`, and refuses to start before', async () => {
    const status = await runServerCommand('src/cli/migrate.ts', ['--status'], env);
    expect(status.code).toBe(0);
    expect(status.stdout).toContain(`pending  ${KNOWN_SCHEMA}`);
    expect(await tableCount()).toBe(0);

    await expect(start({ MIGRATE_ON_START: 'off' })).rejects.toThrow(
      /migration\(s\) pending, from 2026112201_init\. Run `npm run migrate`/,
    );
    expect(await tableCount()).toBe(0);

    const migrate = await runServerCommand('src/cli/migrate.ts', [], env);
    expect(migrate.code).toBe(0);
    expect(migrate.stdout).toContain(`applied  ${KNOWN_SCHEMA}`);
    expect((await schemaStatus(db)).pending).toEqual([]);
    const app = await start({ MIGRATE_ON_START: 'off' });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', version: APP_VERSION });
    await app.close();
    expect((await runServerCommand('src/cli/migrate.ts', [], env)).stdout).toContain(
      'Nothing to apply.',
    );
  });

  it('`npm run releases` never migrates', async () => {
    const fresh = await runServerCommand('src/cli/releases.ts', ['list'], env);
    expect(fresh.code).toBe(1);
    expect(fresh.stderr).toContain('The database has no tables yet');
    expect(await tableCount()).toBe(0);

    // One migration behind: the listing works and leaves it pending.
    const names = (await createMigrator(db).getMigrations()).map((migration) => migration.name);
    await createMigrator(db).migrateTo(names.at(-2)!);
    const list = await runServerCommand('src/cli/releases.ts', ['list'], env);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('shell: no release yet');
    expect((await schemaStatus(db)).pending).toEqual([KNOWN_SCHEMA]);
  });
});
