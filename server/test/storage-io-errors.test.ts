import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import type { FastifyZod } from '../src/lib/fastify-zod';
import { testConfig } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-db';

const FULL = 'The server cannot store this now: its storage is full or read-only.';

/**
 * On a full disk some of SQLite's writes fail as an I/O error (SQLITE_IOERR_SHMSIZE when the WAL
 * index grows, _FSYNC, _WRITE), not SQLITE_FULL: 507 when the database's disk has no room left,
 * else a fault (500). The disk's room is what `statfs` says, here made to say "none".
 */
describe('an I/O error of SQLite [sqlite]', () => {
  let database: TestDatabase;
  let dataDir: string;
  let app: FastifyZod;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-io-'));
    app = await buildApp(testConfig(database, dataDir));
    app.post('/test/io-error', { config: { access: 'public' } }, async () => {
      throw Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR_SHMSIZE' });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(() => jest.restoreAllMocks());

  const write = () => app.inject({ method: 'POST', url: '/test/io-error' });

  it('is a full disk where the disk has no room: 507 with the message', async () => {
    const real = fs.statfsSync;
    const statfs = jest.spyOn(fs, 'statfsSync').mockImplementation(((dir: string) => ({
      ...real(dir),
      bavail: 3,
    })) as typeof fs.statfsSync);
    const answer = await write();
    expect([answer.statusCode, answer.json()]).toEqual([507, { message: FULL }]);
    expect(statfs).toHaveBeenCalledWith(path.dirname(database.url));
  });

  it('is a fault where the disk has room: 500', async () => {
    const answer = await write();
    expect([answer.statusCode, answer.json()]).toEqual([500, { message: 'Internal server error' }]);
  });
});
