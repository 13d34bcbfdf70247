import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Dialect } from '../../src/db/database';
import type { FastifyZod } from '../../src/lib/fastify-zod';
import { createTestDatabase, type TestDatabase } from './test-db';

export const ADMIN = { email: 'admin@test.example', password: 'Admin-pass-1' };

export interface TestContext {
  app: FastifyZod;
  config: Config;
  database: TestDatabase;
  dataDir: string;
}

/** A config for tests: its own database and data dir, fast argon2, quick outbox retries. */
export function testConfig(
  database: TestDatabase,
  dataDir: string,
  env: Record<string, string | undefined> = {},
): Config {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    FRONTEND_ROOT: path.join(dataDir, 'no-frontend'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL: 'http://app.test',
    LOG_LEVEL: 'silent',
    // Functional suites make many requests from one address; rate-limits.test.ts turns them on.
    RATE_LIMITS: 'off',
    // The development key, as the commands the tests run use: production-mode cases start too.
    SECRETS_KEY: 'development',
    ...env,
  });
  return { ...config, mail: { ...config.mail, pollMs: 0, retryBaseMs: 100 } };
}

export async function startTestApp(
  dialect: Dialect,
  env: Record<string, string | undefined> = {},
  adjust: (config: Config) => Config = (config) => config,
): Promise<TestContext> {
  const database = await createTestDatabase(dialect);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'internship-data-'));
  const config = adjust(testConfig(database, dataDir, env));
  const app = await buildApp(config);
  await app.ready();
  return { app, config, database, dataDir };
}

export async function stopTestApp(context: TestContext | undefined) {
  if (!context) return;
  await context.app.close();
  await context.database.drop();
  fs.rmSync(context.dataDir, { recursive: true, force: true });
}

/**
 * A fresh app and database for the enclosing describe block (beforeAll/afterAll).
 * Read `.app` etc. inside tests, after beforeAll has run.
 */
export function useTestApp(
  dialect: Dialect,
  env: Record<string, string | undefined> = {},
  adjust?: (config: Config) => Config,
): TestContext {
  const holder = {} as TestContext;
  beforeAll(async () => {
    Object.assign(holder, await startTestApp(dialect, env, adjust));
  });
  afterAll(async () => {
    await stopTestApp(holder.app ? holder : undefined);
  });
  return holder;
}

/** Another instance on `ctx`'s database, with a data dir of its own that goes when it closes. */
export async function startOtherInstance(ctx: TestContext): Promise<FastifyZod> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'other-instance-'));
  const app = await buildApp(testConfig(ctx.database, dataDir));
  app.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  await app.ready();
  return app;
}

/**
 * Two instances on one fresh PostgreSQL database for the enclosing describe block: `a` (with its
 * context) and `b`, each hearing the other through the database's channels.
 */
export function useTwoInstances(): { a: TestContext; b: FastifyZod } {
  const pair = {} as { a: TestContext; b: FastifyZod };
  beforeAll(async () => {
    pair.a = await startTestApp('postgres');
    pair.b = await startOtherInstance(pair.a);
  });
  afterAll(async () => {
    await pair.b?.close();
    await stopTestApp(pair.a);
  });
  return pair;
}
