import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/**
 * A copy of the repository as it stands (its tracked and new files, not what git ignores) in a
 * fresh git repository of its own, so that `git status` there names what a command changed.
 * npm packages are linked, not copied: its node_modules links each package of this one's, but
 * the workspaces, which are the copy's own folders. The builds of `builtFrom` are linked too.
 */
export function scratchCopy(builtFrom: string[]): string {
  const copy = fs.mkdtempSync(path.join(tmpdir(), 'scratch-'));
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8' },
  );
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(from, path.join(copy, file));
  }
  linkPackages(copy);
  for (const pkg of builtFrom)
    fs.symlinkSync(path.join(root, pkg, 'dist'), path.join(copy, pkg, 'dist'));
  git(copy, ['init', '-q']);
  git(copy, ['add', '-A']);
  git(copy, [
    '-c',
    'user.name=scratch',
    '-c',
    'user.email=scratch@e2e.test',
    'commit',
    '-qm',
    'copy',
  ]);
  return copy;
}

function linkPackages(copy: string) {
  const modules = path.join(root, 'node_modules');
  fs.mkdirSync(path.join(copy, 'node_modules'));
  for (const entry of fs.readdirSync(modules, { withFileTypes: true })) {
    // Module Federation writes its entries here while it builds: the copy's own folder.
    if (entry.name === '.federation') continue;
    // npm rewrites its record of node_modules as it writes the lockfile: the copy's own file,
    // or the write would land in this checkout's.
    if (entry.name === '.package-lock.json') {
      fs.copyFileSync(path.join(modules, entry.name), path.join(copy, 'node_modules', entry.name));
      continue;
    }
    const from = path.join(modules, entry.name);
    const workspace = entry.isSymbolicLink() && path.resolve(modules, fs.readlinkSync(from));
    const target =
      workspace && path.dirname(workspace) === root
        ? path.join(copy, path.basename(workspace))
        : from;
    fs.symlinkSync(target, path.join(copy, 'node_modules', entry.name));
  }
  for (const pkg of fs.readdirSync(root)) {
    const own = path.join(root, pkg, 'node_modules');
    if (pkg !== 'node_modules' && fs.existsSync(own) && fs.existsSync(path.join(copy, pkg))) {
      fs.symlinkSync(own, path.join(copy, pkg, 'node_modules'));
    }
  }
}

export function git(cwd: string, args: string[]): string {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

/** Runs a command in the copy; resolves with its exit status and output. */
export function runIn(
  cwd: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; output: string }> {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, output })));
}
