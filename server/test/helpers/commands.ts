import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(__dirname, '..', '..');

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Node's arguments that run a server entry point (`src/main.ts`, `src/cli/<name>.ts`). `npm test`
 * builds them with esbuild before the tests and names the folder in SERVER_BUILD
 * (scripts/test.mjs), for these tests and the journeys: node starts that build in half the CPU
 * of tsx compiling the sources, which a jest run by hand uses (and any other script).
 */
export function nodeArgs(script: string): string[] {
  const folder = process.env.SERVER_BUILD;
  const built = folder && path.join(folder, `${path.basename(script, '.ts')}.js`);
  return built && fs.existsSync(built) ? [built] : ['--import', 'tsx', script];
}

/**
 * Runs a server command (`src/cli/<name>.ts`, or `src/main.ts`) as `npm run` would, with the
 * given environment added; asynchronous, so a test's app keeps answering meanwhile.
 */
export function runServerCommand(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
  timeoutMs = 120_000,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs(script), ...args], {
      cwd: serverDir,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`${script} ${args.join(' ')} ran over ${timeoutMs} ms:\n${stdout}${stderr}`),
      );
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * `npm run release|rollback|releases` against a test app's database and storage, waiting for it
 * (the app is not asked anything meanwhile).
 */
export function releasesCommand(config: {
  DATABASE_URL: string;
  DATA_DIR: string;
  FRONTEND_ROOT: string;
}) {
  return (...args: string[]) =>
    spawnSync(process.execPath, [...nodeArgs('src/cli/releases.ts'), ...args], {
      cwd: serverDir,
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: config.DATABASE_URL,
        DATA_DIR: config.DATA_DIR,
        FRONTEND_ROOT: config.FRONTEND_ROOT,
      },
    });
}
