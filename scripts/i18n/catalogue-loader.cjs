// Webpack's loader of a catalogue (src/locales/<language>.json): each text is compiled to
// FormatJS's form here, so the browser needs no message parser (docs/i18n.md); a compiled plain
// text is shown at once. English keeps only its texts with values: a plain English text is its
// own id, shown as it is without an entry. A catalogue may be asked for in parts
// (scripts/i18n/catalogue-parts.cjs): `?part=public`, the texts a public page's first view can
// show, which a first visit downloads; `?part=dashboards`, a shared package's rest; and
// `?part=pages`, the texts only the pages the package loads with withPageTexts show, of every
// package, downloaded with the first of those pages.
const fs = require('node:fs');
const path = require('node:path');
const { parse } = require('@formatjs/icu-messageformat-parser');
const { pageTexts, publicTexts, SOURCE_DIRS } = require('./catalogue-parts.cjs');

const PARTS = new Set(['public', 'dashboards', 'pages']);

function compile(language, entries, keep, compiled = {}) {
  for (const [id, text] of entries) {
    if (language === 'en' && !/[{}]/.test(text)) continue;
    if (keep(id)) compiled[id] = parse(text);
  }
  return compiled;
}

module.exports = function catalogueLoader(source) {
  const language = path.basename(this.resourcePath, '.json');
  const part = new URLSearchParams(this.resourceQuery.slice(1)).get('part');
  if (part !== null && !PARTS.has(part)) throw new Error(`No catalogue part "${part}"`);
  const entries = Object.entries(JSON.parse(source));
  if (!part) return `module.exports = ${JSON.stringify(compile(language, entries, () => true))};`;
  // Which part a text is in follows the imports of every package that reaches a public page.
  for (const dir of SOURCE_DIRS) this.addContextDependency(dir);
  const pkgDir = path.resolve(path.dirname(this.resourcePath), '..', '..');
  if (part === 'pages') {
    const compiled = {};
    for (const [pkg, texts] of Object.entries(pageTexts(path.basename(pkgDir)))) {
      const file = path.join(pkgDir, '..', pkg, 'src', 'locales', `${language}.json`);
      this.addDependency(file);
      const catalogue = Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')));
      compile(language, catalogue, (id) => texts.has(id), compiled);
    }
    return `module.exports = ${JSON.stringify(compiled)};`;
  }
  const shown = publicTexts(path.basename(pkgDir));
  const keep = (id) => shown.has(id) === (part === 'public');
  return `module.exports = ${JSON.stringify(compile(language, entries, keep))};`;
};
