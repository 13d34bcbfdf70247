// Webpack's loader of a catalogue (src/locales/<language>.json): each text is compiled to
// FormatJS's form here, so the browser needs no message parser (docs/i18n.md); a compiled plain
// text is shown at once. English keeps only its texts with values: a plain English text is its
// own id, shown as it is without an entry. A shared package's catalogue is asked for in two
// parts, `?part=public` (the texts a public page can show) and `?part=dashboards` (the rest):
// a first visit of a public page downloads only the first (scripts/i18n/catalogue-parts.cjs).
const path = require('node:path');
const { parse } = require('@formatjs/icu-messageformat-parser');
const { publicTexts, SOURCE_DIRS } = require('./catalogue-parts.cjs');

const PARTS = new Set(['public', 'dashboards']);

module.exports = function catalogueLoader(source) {
  const language = path.basename(this.resourcePath, '.json');
  const part = new URLSearchParams(this.resourceQuery.slice(1)).get('part');
  if (part !== null && !PARTS.has(part)) throw new Error(`No catalogue part "${part}"`);
  const pkg = path.basename(path.resolve(path.dirname(this.resourcePath), '..', '..'));
  const shown = part && publicTexts(pkg);
  // Which part a text is in follows the imports of every package that reaches a public page.
  if (part) for (const dir of SOURCE_DIRS) this.addContextDependency(dir);
  const compiled = {};
  for (const [id, text] of Object.entries(JSON.parse(source))) {
    if (language === 'en' && !/[{}]/.test(text)) continue;
    if (shown && shown.has(id) !== (part === 'public')) continue;
    compiled[id] = parse(text);
  }
  return `module.exports = ${JSON.stringify(compiled)};`;
};
