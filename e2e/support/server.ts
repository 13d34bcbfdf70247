import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeArgs } from '../../server/test/helpers/commands';
import { linkStoredReleases } from './stored-releases';

const root = path.resolve(__dirname, '..', '..');

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function waitForListening(child: ChildProcess, log: () => string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log()}`)), 120_000);
    const check = () => {
      // The ready line, not any address with the port (the demo logs its letter's address first).
      if (log().includes(`ready at http://localhost:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${log()}`));
    });
  });
}

/**
 * Starts the real server (production build, fresh SQLite database unless `env.DATABASE_URL`
 * says otherwise) on a free port; `args` go to the server (`--demo`). `checkout`: another copy
 * of the repository, whose server build (build/test-server) serves its front ends.
 */
export async function startServer(
  env: Record<string, string> = {},
  args: string[] = [],
  checkout = root,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-'));
  let log = '';
  linkStoredReleases(env.RELEASES_DIR ?? path.join(env.DATA_DIR ?? dataDir, 'releases'));
  // `npm test` builds the server first (SERVER_BUILD); a jest run by hand runs the sources.
  const main =
    checkout === root
      ? nodeArgs('server/src/main.ts')
      : [path.join(checkout, 'build', 'test-server', 'main.js')];
  const child = spawn(process.execPath, [...main, ...args], {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SECRETS_KEY: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: path.join(dataDir, 'e2e.db'),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: 'Admin-pass-123',
      ...env,
      // `{port}` in a PUBLIC_URL given (http://localhost:{port} for passkeys): the one chosen here.
      PUBLIC_URL: (env.PUBLIC_URL ?? 'http://127.0.0.1:{port}').replace('{port}', String(port)),
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitForListening(child, () => log, port);
  } catch (error) {
    // A server that never said it was ready must not outlive its test: one was seen blocked on
    // its log (nobody read it any more) after a SIGTERM. It runs in this child itself, under
    // node's own loader, so the SIGKILL reaches it.
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
