// The catalogues' source and check (docs/i18n.md). A text's id is its English text, written in
// the code as t('...'), translate('...') or m('...'); each package keeps one catalogue per
// language in src/locales/<language>.json. English holds every id as itself; every other
// language holds every id too, translated, with the same {placeholders}.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { parse, TYPE } = require('@formatjs/icu-messageformat-parser');

const ROOT = path.join(__dirname, '..', '..');
const { CATALOGUE_PACKAGES: PACKAGES } = require('./packages.cjs');
const LANGUAGES = ['en', 'sw'];
const MARKERS = new Set(['t', 'm', 'translate']);
const SKIPPED = /(\.test\.tsx?|\.d\.ts)$|[\\/](test-utils|testing|locales)[\\/]/;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true })
    .map((file) => path.join(dir, file))
    .filter((file) => /\.tsx?$/.test(file) && !SKIPPED.test(file));
}

/** The texts one source file marks, each with its line, in the order they are written. */
function textsOfFile(file) {
  const found = [];
  const code = fs.readFileSync(file, 'utf8');
  if (!/\b(t|m|translate)\(/.test(code)) return found;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      MARKERS.has(node.expression.text) &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({ text: node.arguments[0].text, line: line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every text a package's code marks, with the first place each is written. */
function extract(pkg) {
  const texts = new Map();
  for (const file of sourceFiles(path.join(ROOT, pkg, 'src'))) {
    for (const { text, line } of textsOfFile(file)) {
      if (!texts.has(text)) texts.set(text, `${path.relative(ROOT, file)}:${line}`);
    }
  }
  return texts;
}

const cataloguePath = (pkg, language) => path.join(ROOT, pkg, 'src', 'locales', `${language}.json`);

function readCatalogue(pkg, language) {
  const file = cataloguePath(pkg, language);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/** A message's argument names, sorted ('{count, plural, ...}' and '{name}' alike). */
function argumentsOf(message) {
  const names = new Set();
  const walk = (elements) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.value !== undefined && typeof element.value === 'string')
        names.add(element.value);
      if (element.options) for (const option of Object.values(element.options)) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(parse(message));
  return [...names].sort().join(',');
}

/** What is wrong with the catalogues, one line per fault; none when they are complete. */
function checkCatalogues(packages = PACKAGES) {
  const faults = [];
  for (const pkg of packages) {
    const texts = extract(pkg);
    for (const language of LANGUAGES) {
      const catalogue = readCatalogue(pkg, language);
      for (const [text, where] of texts) {
        const own = catalogue[text];
        if (typeof own !== 'string' || own.trim() === '') {
          faults.push(`${pkg} ${language}: no text for "${text}" (${where})`);
        } else if (language === 'en' && own !== text) {
          faults.push(`${pkg} en: "${text}" must be itself, the id is the English text`);
        } else {
          try {
            if (argumentsOf(own) !== argumentsOf(text))
              faults.push(`${pkg} ${language}: "${text}" has other {values}: "${own}"`);
          } catch (error) {
            faults.push(`${pkg} ${language}: "${own}" is not a message: ${error.message}`);
          }
        }
      }
      for (const text of Object.keys(catalogue))
        if (!texts.has(text)) faults.push(`${pkg} ${language}: "${text}" is used nowhere`);
    }
  }
  if (packages === PACKAGES) faults.push(...disagreements());
  return faults;
}

/**
 * One English text, one translation: the catalogues are merged at run time, so two packages
 * that translate a text differently would show one of the two everywhere (docs/i18n.md).
 */
function disagreements() {
  const faults = [];
  for (const language of LANGUAGES.filter((own) => own !== 'en')) {
    const seen = new Map();
    for (const pkg of PACKAGES) {
      for (const [text, own] of Object.entries(readCatalogue(pkg, language))) {
        const first = seen.get(text);
        if (!first) seen.set(text, { pkg, own });
        else if (first.own !== own && own)
          faults.push(
            `${language}: "${text}" is "${first.own}" in ${first.pkg} but "${own}" in ${pkg}`,
          );
      }
    }
  }
  return faults;
}

/**
 * Writes each package's catalogues from its code: English whole; in every other language a
 * new text gets an empty entry to translate (the check fails until it is), an unused one goes.
 */
function writeCatalogues(packages = PACKAGES) {
  for (const pkg of packages) {
    const texts = [...extract(pkg).keys()].sort();
    for (const language of LANGUAGES) {
      const old = readCatalogue(pkg, language);
      if (texts.length === 0 && !fs.existsSync(cataloguePath(pkg, language))) continue;
      const next = Object.fromEntries(
        texts.map((text) => [text, language === 'en' ? text : (old[text] ?? '')]),
      );
      fs.mkdirSync(path.dirname(cataloguePath(pkg, language)), { recursive: true });
      fs.writeFileSync(cataloguePath(pkg, language), `${JSON.stringify(next, null, 2)}\n`);
    }
  }
}

module.exports = {
  PACKAGES,
  LANGUAGES,
  extract,
  textsOfFile,
  sourceFiles,
  checkCatalogues,
  writeCatalogues,
  argumentsOf,
};
