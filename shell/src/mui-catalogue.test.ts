import fs from 'node:fs';
import path from 'node:path';
import { PORTALS } from 'shared-api/portals';

// The shell provides every MUI component a portal or shared-ui draws (shell/mui-catalogue.cjs),
// so that no portal loads its own copy of MUI's styling code. This keeps the list complete.
const catalogue: string[] = require('../mui-catalogue.cjs');

const root = path.resolve(__dirname, '..', '..');
const PACKAGES = [...PORTALS.map((portal) => portal.package), 'shared-ui'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function muiImports(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/from '@mui\/material\/(\w+)'/g)) {
      names.add(match[1]);
    }
  }
  return names;
}

test('the shell provides every MUI component the portals and shared-ui import', () => {
  const used = muiImports(PACKAGES.flatMap((name) => sourceFiles(path.join(root, name, 'src'))));
  const shellOwn = muiImports(sourceFiles(path.join(root, 'shell', 'src')));
  expect(used.size).toBeGreaterThan(20);
  const missing = [...used].filter((name) => !catalogue.includes(name) && !shellOwn.has(name));
  expect(missing).toEqual([]);
});

test('every catalogue entry is a component MUI has', () => {
  const mui = path.dirname(require.resolve('@mui/material/package.json'));
  for (const name of catalogue) {
    expect([name, fs.existsSync(path.join(mui, name, 'index.mjs'))]).toEqual([name, true]);
  }
});
