import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_VERSION } from '../src/lib/version';
import { spawnServer } from './helpers/server-process';

// Run by hand, tsx compiles the whole server before it prints: on a loaded machine over 20 s.
jest.setTimeout(120_000);

describe('the server process (src/main.ts)', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'internship-main-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('prints its URL, answers, and shuts down cleanly on SIGTERM', async () => {
    const { child, port, exited, output } = await spawnServer({
      DATABASE_URL: path.join(dir, 'main.db'),
      DATA_DIR: dir,
      FRONTEND_ROOT: dir,
    });
    const url = `http://127.0.0.1:${port}`;

    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({
      status: 'ok',
      version: APP_VERSION,
      commit: expect.stringMatching(/^[0-9a-f]{12}(\+changes)?$/),
      database: 'sqlite',
      releases: {},
    });
    // Structured logs: one JSON object a line when stdout is not a terminal.
    expect(() => JSON.parse(output().split('\n')[0])).not.toThrow();
    expect(fs.existsSync(path.join(dir, 'initial-admin-password'))).toBe(true);
    expect(fs.statSync(path.join(dir, 'initial-admin-password')).mode & 0o777).toBe(0o600);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toContain('shutting down');
  });
});
