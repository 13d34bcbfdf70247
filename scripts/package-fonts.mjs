// The production package's share of the font packages: the PDFs (server/src/domain/letters/
// letter-fonts.ts) draw with one WOFF file a subset and weight, a few hundred of the thousands
// each @fontsource package holds (its other weights, italics, WOFF2 files and CSS are for
// browsers). The package ships those files, the package's manifest, list of subsets and
// licence, and no other: the whole packages were most of its size (docs/benchmarks.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './front-ends.mjs';

const RULE = path.join(root, 'server', 'src', 'domain', 'letters', 'font-files.json');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The files (paths inside the package) that the package keeps of the installed package `name`
 * in `dir`, or undefined when it keeps them all (it is not a font package).
 */
export function fontFilesKept(name, dir) {
  if (!name.startsWith('@fontsource/')) return undefined;
  const { weights, file, kept } = readJson(RULE);
  const family = name.slice('@fontsource/'.length);
  const subsets = Object.keys(readJson(path.join(dir, 'unicode.json')));
  const faces = subsets.flatMap((subset) =>
    weights.map((weight) =>
      file
        .replace('{family}', family)
        .replace('{subset}', subset.replace(/[[\]]/g, ''))
        .replace('{weight}', String(weight)),
    ),
  );
  return new Set([...kept, ...faces].map((inside) => path.normalize(inside)));
}
