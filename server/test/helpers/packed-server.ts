import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** Runs one of the repository's build scripts (scripts/*.mjs); throws with its output. */
export function runScript(script: string, args: string[] = []) {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', script), ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`${script} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/**
 * `npm run build -w server`, then `npm run package -- --out <folder> --link`, one test at a time:
 * `npm test` runs a journey that packs beside the server test that packs, and the build empties
 * server/dist before it writes it again.
 */
export function packServer(folder: string) {
  withLock(path.join(repoRoot, 'build', 'pack.lock'), () => {
    runScript('build-server.mjs');
    runScript('package.mjs', ['--out', folder, '--link']);
  });
}

/** Runs `work` holding `lock` (a directory: making one is atomic); a lock older than 5 min is stale. */
function withLock(lock: string, work: () => void) {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > 5 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * The package's `npm start`: `NAME=value` words, then `node`, its flags and the script. Run here
 * without npm or a shell, so the test holds the server's own process.
 */
export function packedStartCommand(folder: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
  const words = String(manifest.scripts.start).split(' ');
  const node = words.indexOf('node');
  const env = Object.fromEntries(
    words
      .slice(0, node)
      .map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
  );
  return { env, args: words.slice(node + 1) };
}

/**
 * Starts the packed folder's start command (`node server/dist/main.js`, its flags and variables)
 * with only the variables given (and PATH): no NODE_PATH, nothing of the test run's environment.
 */
export async function startPacked(
  folder: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const start = packedStartCommand(folder);
  const child = spawn(process.execPath, start.args, {
    cwd: folder,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      SECRETS_KEY: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...start.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before it was ready:\n${output}`));
    });
  });
  return { child, url, output: () => output, exited };
}
