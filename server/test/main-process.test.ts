import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_VERSION } from '../src/lib/version';
import { nodeArgs } from './helpers/commands';

const serverDir = path.resolve(__dirname, '..');
// Run by hand, tsx compiles the whole server before it prints: on a loaded machine over 20 s.
jest.setTimeout(120_000);

describe('the server process (src/main.ts)', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'internship-main-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('prints its URL, answers, and shuts down cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, nodeArgs('src/main.ts'), {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: path.join(dir, 'main.db'),
        DATA_DIR: dir,
        FRONTEND_ROOT: dir,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 60_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /http:\/\/localhost:(\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${match[1]}`);
        }
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', () => reject(new Error(`exited early:\n${output}`)));
    });

    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({
      status: 'ok',
      version: APP_VERSION,
      commit: expect.stringMatching(/^[0-9a-f]{12}(\+changes)?$/),
      database: 'sqlite',
      releases: {},
    });
    // Structured logs: one JSON object a line when stdout is not a terminal.
    expect(() => JSON.parse(output.split('\n')[0])).not.toThrow();
    expect(fs.existsSync(path.join(dir, 'initial-admin-password'))).toBe(true);
    expect(fs.statSync(path.join(dir, 'initial-admin-password')).mode & 0o777).toBe(0o600);

    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(output).toContain('shutting down');
  });
});
