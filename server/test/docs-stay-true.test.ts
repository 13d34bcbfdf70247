import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/config';

/**
 * The docs a newcomer follows name commands, files, environment variables and sections of other
 * docs: each must exist. A renamed script, a moved file, a dropped variable or a renamed heading
 * fails here instead of in a reader's shell.
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
const MADE_AT_RUN_TIME =
  /^(data|dist|build|releases|node_modules|RELEASES_DIR|DATA_DIR|server\/dist|e2e\/artifacts)\//;
const FILE_EXTENSION = /\.(md|ts|tsx|mjs|cjs|json|js|png|sh)$/;

/** The workspaces' folders, `*-portal` expanded as npm does. */
const WORKSPACES: string[] = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).workspaces as string[]
).flatMap((entry) => {
  if (!entry.includes('*')) return [entry];
  const pattern = new RegExp(`^${entry.replaceAll('*', '[^/]*')}$`);
  return fs
    .readdirSync(repoRoot)
    .filter(
      (name) => pattern.test(name) && fs.existsSync(path.join(repoRoot, name, 'package.json')),
    );
});

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const scriptsOf = (dir: string): Record<string, string> =>
  JSON.parse(read(path.join(dir, 'package.json'))).scripts ?? {};
/** The projects `npx jest --selectProjects` knows: each is named after its folder. */
// The journeys (e2e) are a project only where Chromium runs them (E2E=1): named all the same.
const JEST_PROJECTS = [
  ...(require(path.join(repoRoot, 'jest.config.cjs')) as { projects: string[] }).projects.map(
    (project) => project.replace('<rootDir>/', ''),
  ),
  'e2e',
];

const FENCED_BLOCK = /^```(\w*)\n([\s\S]*?)^```/gm;
/** Inline code spans, outside fenced blocks. */
const codeSpans = (text: string) =>
  [...text.replace(FENCED_BLOCK, '').matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);
/** Each line of a fenced block of shell commands (```sh). */
const shellLines = (text: string) =>
  [...text.matchAll(FENCED_BLOCK)]
    .filter(([, language]) => ['sh', 'bash', 'shell', 'console'].includes(language))
    .flatMap(([, , body]) => body.split('\n'))
    .map((line) => line.replace(/^\$\s*/, '').trim())
    .filter((line) => line && !line.startsWith('#'));
/** What a doc gives to type or to set: its code spans and its shell blocks' lines. */
const namesIn = (text: string) => [...codeSpans(text), ...shellLines(text)];

const tracked = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

/**
 * Every tracked source file's text but the docs', and the one list of portals (the variables that
 * move a portal are named there), to find where a variable is read.
 */
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
  .concat(read('portals.json'))
  .join('\n');

/** A file or folder named from the root, or from the folder of the doc that names it. */
function existsFrom(doc: string, name: string): boolean {
  return (
    fs.existsSync(path.join(repoRoot, name)) ||
    fs.existsSync(path.join(repoRoot, path.dirname(doc), name))
  );
}

/**
 * A path with placeholders (`<portal>/src/api/query-keys.ts`, `domain/<domain>/*.service.ts`):
 * some tracked file must fit it.
 */
function patternFits(pattern: string): boolean {
  const source = pattern
    .split(/(<[^>/]+>|\*)/)
    .map((part) =>
      part.startsWith('<')
        ? '[^/]+'
        : part === '*'
          ? '[^/]*'
          : part.replace(/[.+?^$()[\]\\|]/g, '\\$&'),
    )
    .join('');
  const fits = new RegExp(`(^|/)${source}${pattern.endsWith('/') ? '' : '$'}`);
  return tracked.some((file) => fits.test(file));
}

/** npm's own commands a doc may give; any other is a script (`npm start`, `npm run <name>`). */
const NPM_COMMANDS = ['install', 'ci', 'exec', 'ls', 'outdated', 'audit', 'update', 'rebuild'];

/** What is wrong with one command a doc gives to run, if anything. */
function commandProblem(doc: string, line: string): string | null {
  // `TEST_DATABASE_URL=... npx jest ...`: the variables are checked on their own.
  const command = line.replace(/^(?:[A-Z][A-Z0-9_]*=\S*\s+)+/, '');
  const npm = /^npm ([\w-]+)(?: ([\w:-]+))?(?:.*?-w ([\w<>-]+))?/.exec(command);
  if (npm) {
    if (NPM_COMMANDS.includes(npm[1])) return null;
    if (!['start', 'test', 'run'].includes(npm[1])) return `no such npm command: ${line}`;
    const script = npm[1] === 'run' ? npm[2] : npm[1];
    const workspace = npm[3] ?? '.';
    // `-w <package>`: a script of some workspace.
    const packages = workspace.startsWith('<') ? WORKSPACES : [workspace];
    return packages.some((name) => script in scriptsOf(name)) ? null : `no script: ${line}`;
  }
  const node = /^node ([\w./-]+)/.exec(command);
  if (node) {
    return existsFrom(doc, node[1]) || MADE_AT_RUN_TIME.test(node[1]) ? null : `no file: ${line}`;
  }
  const npx = /^npx ([\w-]+)(.*)$/.exec(command);
  if (npx) {
    const [, tool, rest] = npx;
    if (!fs.existsSync(path.join(repoRoot, 'node_modules', '.bin', tool))) {
      return `no tool: ${line}`;
    }
    if (tool !== 'jest') return null;
    const words = rest.trim().split(/\s+/).filter(Boolean);
    for (const [index, word] of words.entries()) {
      if (words[index - 1] === '--selectProjects' && !JEST_PROJECTS.includes(word)) {
        return `no jest project: ${line}`;
      }
      if (!word.startsWith('-') && /[/.]/.test(word) && !existsFrom(doc, word)) {
        return `no test file or folder: ${line}`;
      }
    }
  }
  return null;
}

/** GitHub's anchor of a heading: lower case, spaces to hyphens, other punctuation dropped. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
const headingsOf = (file: string) =>
  [
    ...read(file)
      .replace(FENCED_BLOCK, '')
      .matchAll(/^#{1,6}\s+(.+)$/gm),
  ].map((match) => match[1].trim());

describe.each(DOCS)('%s names only what exists', (doc) => {
  const text = read(doc);

  it('every command it gives is a script, a file or a tool that exists', () => {
    const problems = namesIn(text)
      .flatMap((name) => name.split(/\s*(?:&&|;)\s*/))
      .map((command) => commandProblem(doc, command))
      .filter((problem): problem is string => problem !== null);
    expect(problems).toEqual([]);
  });

  it('every file or folder it names is in the repository', () => {
    const missing: string[] = [];
    for (const [, link, anchor] of text.matchAll(/\]\(([^)#\s]*)(?:#([^)\s]+))?[^)]*\)/g)) {
      if (/^[a-z]+:/.test(link)) continue;
      const target = path.join(path.dirname(doc), link || path.basename(doc));
      if (!fs.existsSync(path.join(repoRoot, target))) missing.push(link);
      else if (
        anchor &&
        target.endsWith('.md') &&
        !headingsOf(target).map(anchorOf).includes(anchor)
      ) {
        missing.push(`${link}#${anchor}`);
      }
    }
    for (const span of codeSpans(text)) {
      if (!/^[\w.<>*-]+\/[\w./<>*-]*$/.test(span) || MADE_AT_RUN_TIME.test(span)) continue;
      // Named by its extension or a closing slash, or a dot folder (`.ci/run`).
      if (!FILE_EXTENSION.test(span) && !span.endsWith('/') && !/^\.\w/.test(span)) continue;
      // From the root, or the rest of a path from a folder the doc is about (`domain/tasks/`).
      const exists = /[<*]/.test(span)
        ? patternFits(span)
        : existsFrom(doc, span) || tracked.some((file) => `/${file}`.includes(`/${span}`));
      if (!exists) missing.push(span);
    }
    expect(missing).toEqual([]);
  });

  it('names no path outside the repository', () => {
    // A clone has only the repository: a doc that sends its reader beside it (`../shared/x.md`)
    // or to this machine's folders is a dead end there, even where that folder happens to lie.
    const links = [...text.matchAll(/\]\(([^)#\s]+)/g)].map((match) => match[1]);
    const spans = codeSpans(text).filter((span) => span.startsWith('../'));
    const outside = [...links, ...spans]
      .filter((name) => !/^[a-z]+:/.test(name))
      .filter((name) => {
        const target = path.resolve(repoRoot, path.dirname(doc), name);
        return path.relative(repoRoot, target).startsWith('..');
      });
    expect(outside).toEqual([]);
  });

  it('every environment variable it names is read by the code', () => {
    const unread = namesIn(text)
      .map((span) => /^([A-Z][A-Z0-9]*_[A-Z0-9_]+)(=|$)/.exec(span)?.[1])
      .filter((name): name is string => name !== undefined && !sources.includes(name));
    expect([...new Set(unread)]).toEqual([]);
  });
});

/** Where a reference names a file by its short name: `decisions "Paged lists"`. */
const REFERRED_FILES: Record<string, string> = {
  decisions: 'docs/decisions.md',
  benchmarks: 'docs/benchmarks.md',
  architecture: 'docs/architecture.md',
  deploy: 'docs/deploy.md',
  upgrade: 'docs/upgrade.md',
  README: 'README.md',
};

describe('a section named by the docs or the code', () => {
  // `docs/decisions.md, "First visit"`, `README ("Backups")`, `decisions "Paged lists"`, also
  // across the line breaks and comment marks of a code comment; not the product's own decisions.
  const reference =
    /(?<![\w/])(?:docs\/)?(decisions|benchmarks|architecture|deploy|upgrade|README)(?:\.md)?`?(?:'s)?,? \(?"([^"]{2,80})"/g;
  const referrers = tracked.filter(
    // This file's examples above are not references.
    (file) => /\.(md|ts|tsx|mjs|cjs)$/.test(file) && file !== 'server/test/docs-stay-true.test.ts',
  );

  it('is a heading of that file', () => {
    const missing: string[] = [];
    for (const file of referrers) {
      const text = read(file).replace(/\n\s*(?:\/\/+|\*|#)?\s*/g, ' ');
      for (const [, name, section] of text.matchAll(reference)) {
        const target = REFERRED_FILES[name];
        if (!headingsOf(target).some((heading) => heading.startsWith(section))) {
          missing.push(`${file}: ${name} "${section}"`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("a newcomer's first pages", () => {
  it('the README reads in two minutes: at most 150 lines, with the commands to run and test', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
    expect(shellLines(readme)).toEqual(
      expect.arrayContaining(['npm install', 'npm start', 'npm test']),
    );
  });

  it('benchmarks.md opens with the latest figure of each measure', () => {
    const sections = read('docs/benchmarks.md').split(/^## /m);
    expect(sections[1]).toMatch(/^Latest figures\n/);
    const header = sections[1].split('\n').find((line) => line.startsWith('|'));
    expect(header).toMatch(/measure.*latest figure.*commit.*command.*goal/);
  });
});
