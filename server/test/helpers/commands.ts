import { spawn } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(__dirname, '..', '..');

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
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
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
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
