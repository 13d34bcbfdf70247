// Webpack's loader of a catalogue (src/locales/<language>.json): each text is compiled to
// FormatJS's form here, so the browser needs no message parser (docs/i18n.md); a compiled plain
// text is shown at once. English keeps only its texts with values: a plain English text is its
// own id, shown as it is without an entry.
const path = require('node:path');
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function catalogueLoader(source) {
  const language = path.basename(this.resourcePath, '.json');
  const compiled = {};
  for (const [id, text] of Object.entries(JSON.parse(source))) {
    if (language === 'en' && !/[{}]/.test(text)) continue;
    compiled[id] = parse(text);
  }
  return `module.exports = ${JSON.stringify(compiled)};`;
};
