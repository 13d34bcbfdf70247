// Which of a shared package's texts the public pages can show (docs/i18n.md, "Catalogues"): a
// first visit of `/` in Swahili downloads only those, the dashboards the rest with their portal.
// A text is public when a file that marks it is imported, at any depth, from the public portal's
// or the shell's code; the imports are followed through relative paths and the shared packages'
// entries (their package.json `exports`). Type-only imports carry no text and are not followed.
const fs = require('node:fs');
const path = require('node:path');
const { sourceFiles, textsOfFile } = require('./catalogues.cjs');

const ROOT = path.join(__dirname, '..', '..');
const PUBLIC_ROOTS = ['public-portal', 'shell'];
const SHARED = new Set(['shared-api', 'shared-ui']);
const SPECIFIERS = [
  /^\s*(?:import|export)\s+(?!type\b)[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function asFile(base) {
  for (const extension of EXTENSIONS) {
    const file = `${base}${extension}`;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

function resolve(specifier, from) {
  if (specifier.startsWith('.')) return asFile(path.resolve(path.dirname(from), specifier));
  const [name, ...rest] = specifier.split('/');
  if (!SHARED.has(name)) return null;
  const { exports } = JSON.parse(fs.readFileSync(path.join(ROOT, name, 'package.json'), 'utf8'));
  const target = exports[rest.length ? `./${rest.join('/')}` : '.'];
  return typeof target === 'string' ? asFile(path.join(ROOT, name, target)) : null;
}

/** Every source file the public portal's and the shell's code import, at any depth. */
function publicFiles() {
  const reachable = new Set();
  const queue = PUBLIC_ROOTS.flatMap((pkg) => sourceFiles(path.join(ROOT, pkg, 'src')));
  while (queue.length) {
    const file = queue.pop();
    if (reachable.has(file)) continue;
    reachable.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    const code = fs.readFileSync(file, 'utf8');
    for (const pattern of SPECIFIERS) {
      for (const [, specifier] of code.matchAll(pattern)) {
        const target = resolve(specifier, file);
        if (target && !reachable.has(target)) queue.push(target);
      }
    }
  }
  return reachable;
}

/** The ids of `pkg`'s texts that a public page can show. */
function publicTexts(pkg) {
  const texts = new Set();
  const reachable = publicFiles();
  for (const file of sourceFiles(path.join(ROOT, pkg, 'src'))) {
    if (!reachable.has(file)) continue;
    for (const { text } of textsOfFile(file)) texts.add(text);
  }
  return texts;
}

/** The folders whose code decides which texts are public. */
const SOURCE_DIRS = [...PUBLIC_ROOTS, ...SHARED].map((pkg) => path.join(ROOT, pkg, 'src'));

module.exports = { publicTexts, SOURCE_DIRS };
