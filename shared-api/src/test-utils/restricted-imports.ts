import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

// ESLint's Node API in a process of its own: its configuration is an ES module, which jest's
// module system does not load.
const LINT = `
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd() });
const answers = [];
for (const { file, source } of JSON.parse(readFileSync(0, 'utf8'))) {
  const [result] = await eslint.lintText(source, { filePath: path.resolve(file) });
  answers.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message));
}
console.log(JSON.stringify(answers));
`;

/**
 * What the repository's lint rules say of each snippet as if it were that file (a path from the
 * repository's root): the messages of no-restricted-imports, one list per snippet. One ESLint
 * run for them all, so pass every snippet of a test file at once.
 */
export function restrictedImports(snippets: { file: string; source: string }[]): string[][] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT], {
    cwd: ROOT,
    input: JSON.stringify(snippets),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`ESLint did not run: ${run.stderr}`);
  return JSON.parse(run.stdout) as string[][];
}
