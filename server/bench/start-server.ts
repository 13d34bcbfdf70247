import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** Runs a server script of this package in a child process; resolves once it prints its URL. */
export function start(args: string[], env: Record<string, string>, stdin?: string) {
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
