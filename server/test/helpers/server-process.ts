import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nodeArgs } from './commands';
import { ADMIN, type TestContext } from './test-app';

const serverDir = path.resolve(__dirname, '..', '..');

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Whether the process is still running (it ends if a request eats its memory). */
  running(): boolean;
  output(): string;
  stop(): Promise<void>;
}

export interface SpawnedServer {
  child: ChildProcess;
  port: number;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
  output(): string;
}

/**
 * `src/main.ts` as the service runs it (a process of its own), `env` over the test's; resolves
 * once it prints its address. It never outlives the test's process, even killed.
 */
export async function spawnServer(
  env: NodeJS.ProcessEnv,
  { nodeOptions = [] as string[], startWithinMs = 60_000 } = {},
): Promise<SpawnedServer> {
  const guard = path.join(__dirname, 'exit-with-parent.cjs');
  const child = spawn(
    process.execPath,
    ['--require', guard, ...nodeOptions, ...nodeArgs('src/main.ts')],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Never outlives the test's process, even when a test times out before stopping it.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      process.off('exit', orphan);
      resolve(code);
    }),
  );
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), startWithinMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`exited early:\n${output}`));
    });
  });
  return { child, port: Number(port), exited, output: () => output };
}

/**
 * `src/main.ts` listening on a port in a process of its own, on `ctx`'s database (the test's app
 * sets the scene and reads what was stored). A request that blocks its event loop cannot block
 * the test, which can then see whether other requests are answered meanwhile; its heap is small,
 * so a request whose work grows without a bound ends it soon rather than filling the machine.
 */
export async function startServerProcess(ctx: TestContext): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-process-'));
  const server = await spawnServer(
    {
      DATABASE_URL: ctx.database.url,
      DATA_DIR: dataDir,
      FRONTEND_ROOT: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMITS: 'off',
    },
    { nodeOptions: ['--max-old-space-size=256'] },
  );
  let running = true;
  void server.exited.then(() => (running = false));
  return {
    url: `http://127.0.0.1:${server.port}`,
    running: () => running,
    output: server.output,
    async stop() {
      // As the service is stopped (its pool says goodbye to PostgreSQL); killed if stuck.
      if (running) server.child.kill('SIGTERM');
      const stuck = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
      await server.exited;
      clearTimeout(stuck);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
