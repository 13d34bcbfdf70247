import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const { CATALOGUE_PACKAGES } = require('../../scripts/i18n/packages.cjs') as {
  CATALOGUE_PACKAGES: string[];
};

const catalogues = CATALOGUE_PACKAGES.map(
  (pkg) =>
    JSON.parse(readFileSync(path.join(root, pkg, 'src', 'locales', 'sw.json'), 'utf8')) as Record<
      string,
      string
    >,
);

/**
 * The Swahili of an English text, as the catalogues hold it (docs/i18n.md; one term, one
 * translation in every package): a journey asserts what a Swahili reader sees without copying
 * the translations into the test. `values` fill its {placeholders}.
 */
export function sw(text: string, values: Record<string, string | number> = {}): string {
  const own = catalogues.map((catalogue) => catalogue[text]).find(Boolean);
  if (!own) throw new Error(`no Swahili for "${text}"`);
  return own.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
