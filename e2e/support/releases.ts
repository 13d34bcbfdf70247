import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { nodeArgs } from '../../server/test/helpers/commands';
import type { RunningServer } from './server';

const root = path.resolve(__dirname, '..', '..');

/**
 * A copy of a package's production build with `from` replaced by `to` in every script: a
 * rebuild with one changed text, without a second webpack run. The precompressed copies of a
 * changed file are dropped, so the server sends the changed text. `build`: another checkout's.
 */
export function changedBuild(
  pkg: string,
  into: string,
  from: string,
  to: string,
  build = path.join(root, pkg, 'dist'),
): string {
  const dir = path.join(into, `${pkg}-${to.replace(/\W+/g, '-')}`);
  fs.cpSync(build, dir, { recursive: true });
  let changed = 0;
  for (const file of fs.readdirSync(dir)) {
    if (!/\.(js|html)$/.test(file)) continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    if (!text.includes(from)) continue;
    fs.writeFileSync(path.join(dir, file), text.replaceAll(from, to));
    fs.rmSync(path.join(dir, `${file}.br`), { force: true });
    fs.rmSync(path.join(dir, `${file}.gz`), { force: true });
    changed += 1;
  }
  if (changed === 0) throw new Error(`${pkg}'s build has no ${JSON.stringify(from)}`);
  return dir;
}

/** `npm run release|rollback|releases` against a running server's database and storage. */
export function releases(
  server: RunningServer,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; output: string }> {
  // `npm test` builds the command first (SERVER_BUILD); a jest run by hand runs the source.
  const child = spawn(process.execPath, [...nodeArgs('server/src/cli/releases.ts'), ...args], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: path.join(server.dataDir, 'e2e.db'),
      DATA_DIR: server.dataDir,
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, output })));
}
