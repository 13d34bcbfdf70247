import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { runServerCommand } from './helpers/commands';
import { testConfig } from './helpers/test-app';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('files of the embedded database (ASVS 4 §14.1)', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'file-modes-'));
    fs.chmodSync(root, 0o755);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  async function start(dataDir: string) {
    const url = path.join(dataDir, 'internship.db');
    const config = testConfig({ url, drop: async () => undefined } as never, dataDir, {
      ADMIN_EMAIL: undefined,
      ADMIN_PASSWORD: undefined,
    });
    const app = await buildApp({ ...config, database: { dialect: 'sqlite', url } });
    await app.ready();
    await app.db.selectFrom('users').select('id').execute();
    return { app, url };
  }

  it('creates DATA_DIR 0700 and the database, its WAL and shared memory 0600', async () => {
    const dataDir = path.join(root, 'data');
    const { app, url } = await start(dataDir);
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      for (const file of [url, `${url}-wal`, `${url}-shm`]) expect(modeOf(file)).toBe(0o600);
      expect(modeOf(path.join(dataDir, 'initial-admin-password'))).toBe(0o600);
    } finally {
      await app.close();
    }
  });

  it('tightens a world-readable DATA_DIR and database left by an earlier version', async () => {
    const dataDir = path.join(root, 'data');
    const first = await start(dataDir);
    await first.app.close();
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(first.url, 0o644);
    const again = await start(dataDir);
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(again.url)).toBe(0o600);
    } finally {
      await again.app.close();
    }
  });

  it('npm run backup keeps the mode of the folder it writes into, and makes its own 0700', async () => {
    const dataDir = path.join(root, 'data');
    const { app, url } = await start(dataDir);
    await app.close();
    const shared = path.join(root, 'shared');
    const open = path.join(root, 'open');
    for (const [dir, mode] of [
      [shared, 0o1777],
      [open, 0o755],
    ] as const) {
      fs.mkdirSync(dir);
      fs.chmodSync(dir, mode);
    }
    const backup = (file: string) =>
      runServerCommand('src/cli/backup.ts', [file], {
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        BACKUP_DIR: path.join(dataDir, 'backups'),
      });
    const made = path.join(open, 'new', 'nested');
    for (const file of [
      path.join(shared, 'a.ndjson.gz'),
      path.join(open, 'b.ndjson.gz'),
      path.join(made, 'c.ndjson.gz'),
    ]) {
      const run = await backup(file);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(modeOf(file)).toBe(0o600);
    }
    expect(fs.statSync(shared).mode & 0o7777).toBe(0o1777);
    expect(modeOf(open)).toBe(0o755);
    expect(modeOf(made)).toBe(0o700);
    expect(modeOf(path.dirname(made))).toBe(0o700);
  });
});
