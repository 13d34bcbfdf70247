import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/config';

/**
 * The docs a newcomer follows name commands, files and environment variables: each must exist.
 * A renamed script, a moved file or a dropped variable fails here instead of in a reader's shell.
 */
const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  'server/README.md',
  'shared-ui/README.md',
  ...fs
    .readdirSync(path.join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
].filter((doc) => fs.existsSync(path.join(repoRoot, doc)));

/** Made at run time (by a start, a build or a release), so not in a clone. */
const MADE_AT_RUN_TIME = /^(data|dist|build|releases|node_modules|RELEASES_DIR|DATA_DIR)\//;

const WORKSPACES: string[] = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'),
).workspaces;

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const scriptsOf = (dir: string): Record<string, string> =>
  JSON.parse(read(path.join(dir, 'package.json'))).scripts ?? {};
const codeSpans = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);

const tracked = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' }).split('\n');

/** Every tracked source file's text but the docs', to find where a variable is read. */
const sources = execFileSync(
  'git',
  ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.mjs', '*.cjs', '.ci/*'],
  {
    cwd: repoRoot,
    encoding: 'utf8',
  },
)
  .split('\0')
  .filter(Boolean)
  .map(read)
  .join('\n');

describe.each(DOCS)('%s names only what exists', (doc) => {
  const text = read(doc);

  it('every npm command is a script of the package it names', () => {
    const missing: string[] = [];
    for (const span of codeSpans(text)) {
      const command = /^npm (start|test|run ([\w:-]+))(?:.*?-w ([\w<>-]+))?/.exec(span);
      if (!command) continue;
      const script = command[2] ?? command[1];
      const workspace = command[3] ?? '.';
      // `-w <package>`: a script of some workspace.
      const packages = workspace.startsWith('<') ? WORKSPACES : [workspace];
      if (!packages.some((name) => script in scriptsOf(name))) missing.push(span);
    }
    expect(missing).toEqual([]);
  });

  it('every file or folder it names is in the repository', () => {
    const missing: string[] = [];
    const links = [...text.matchAll(/\]\(([^)#\s]+)[^)]*\)/g)].map((match) => match[1]);
    for (const link of links.filter((target) => !/^[a-z]+:/.test(target))) {
      if (!fs.existsSync(path.resolve(repoRoot, path.dirname(doc), link))) missing.push(link);
    }
    for (const span of codeSpans(text)) {
      const isPath =
        /^[\w.-]+\/[\w./-]*$/.test(span) &&
        (/\.(md|ts|tsx|mjs|cjs|json|js|png|sh)$/.test(span) || span.endsWith('/'));
      if (!isPath || MADE_AT_RUN_TIME.test(span)) continue;
      // From the root, or the rest of a path from a folder the doc is about (`domain/tasks/`).
      const exists =
        fs.existsSync(path.join(repoRoot, span)) ||
        fs.existsSync(path.join(repoRoot, path.dirname(doc), span)) ||
        tracked.some((file) => `/${file}`.includes(`/${span}`));
      if (!exists) missing.push(span);
    }
    expect(missing).toEqual([]);
  });

  it('every environment variable it names is read by the code', () => {
    const unread = codeSpans(text)
      .map((span) => /^([A-Z][A-Z0-9]*_[A-Z0-9_]+)(=|$)/.exec(span)?.[1])
      .filter((name): name is string => name !== undefined && !sources.includes(name));
    expect([...new Set(unread)]).toEqual([]);
  });
});
