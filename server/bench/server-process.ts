import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** Runs a server script under tsx and resolves with the URL it prints once listening. */
export function startProcess(args: string[], env: Record<string, string>, stdin?: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(stdin ?? '');
  return new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /http:\/\/(localhost|127\.0\.0\.1):(\d+)/.exec(out);
      if (match) resolve({ child, url: `http://127.0.0.1:${match[2]}` });
    });
    child.on('exit', () => reject(new Error(`exited early:\n${out}`)));
  });
}

/**
 * A bench's production server: its database and data folder, any free port of the loopback,
 * and no rate limits (the bench is one client sending thousands of requests).
 */
export const productionEnv = (databaseUrl: string, dataDir: string) => ({
  NODE_ENV: 'production',
  SECRETS_KEY: 'development',
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  RATE_LIMITS: 'off',
});

/** Logs in through the API and returns the Authorization header of the session. */
export async function bearer(origin: string, email: string, password: string) {
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}
