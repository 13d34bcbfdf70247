// Which texts a public page's first view can show (docs/i18n.md, "Catalogues"): a first visit
// of `/` in Swahili downloads only those, the other public pages theirs with their code, the
// dashboards the rest with their portal. The imports are followed from the public portal's and
// the shell's entries, through relative paths and the shared packages' entries (their
// package.json `exports`); type-only imports carry no text and are not followed. A page loaded
// with its texts (`withPageTexts(import('...'))`: public-portal/src/catalogue.ts, and the
// shell's login page) is not followed from the routes: the files only such pages import have
// their texts in the `?part=pages` of the package that loads them, downloaded with the first.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { sourceFiles, textsOfFile } = require('./catalogues.cjs');

const ROOT = path.join(__dirname, '..', '..');
const PUBLIC_ROOTS = ['public-portal', 'shell'];
// The files a public page's code starts from: the shell's browser and server entries, and the
// public portal's route tree, which it exposes to the shell and to the server's build.
const ENTRIES = [
  'shell/src/index.ts',
  'shell/src/server/render-page.tsx',
  'public-portal/src/routes.tsx',
  'public-portal/src/server-routes.ts',
].map((file) => path.join(ROOT, file));
const SHARED = new Set(['shared-api', 'shared-ui']);
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

/** The modules `file` loads with the texts only they show: `withPageTexts(import('...'))`. */
function pagesLoadedWithTexts(file, code) {
  if (!/\bwithPageTexts\(/.test(code)) return [];
  const pages = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'withPageTexts'
    ) {
      const [page] = node.arguments;
      const [specifier] = page && ts.isCallExpression(page) ? page.arguments : [];
      if (page.expression.kind === ts.SyntaxKind.ImportKeyword && specifier) {
        const target = ts.isStringLiteralLike(specifier) && resolve(specifier.text, file);
        if (target) pages.push(target);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true));
  return pages;
}

/**
 * A module's imports and exports, as far as texts go: `imports`, each target with the names
 * taken from it (null for the whole module: a namespace, a default, a side effect, import());
 * `reexports`, what it exports from other modules; `declares`, the names it defines itself.
 */
let modules = new Map();
function moduleOf(file) {
  if (modules.has(file)) return modules.get(file);
  const code = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const module = { code, imports: [], reexports: [], declares: new Set(), aliases: new Map() };
  // The code but its import and export-from statements, where a table's reads are looked for.
  let body = code;
  const blank = (node) => {
    const [from, to] = [node.getStart(), node.getEnd()];
    body = body.slice(0, from) + ' '.repeat(to - from) + body.slice(to);
  };
  const names = (elements) =>
    elements
      .filter((element) => !element.isTypeOnly)
      .map((element) => (element.propertyName ?? element.name).text);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      blank(statement);
      const clause = statement.importClause;
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const { name, propertyName } of clause.namedBindings.elements) {
          if (propertyName) module.aliases.set(name.text, propertyName.text);
        }
      }
      const target = resolve(statement.moduleSpecifier.text, file);
      if (!target || clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      if (!clause || clause.name || (bindings && !ts.isNamedImports(bindings))) {
        module.imports.push({ target, names: null });
      } else if (bindings && names(bindings.elements).length > 0) {
        module.imports.push({ target, names: names(bindings.elements) });
      }
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.moduleSpecifier) blank(statement);
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (!statement.moduleSpecifier) {
        for (const name of clause ? names(clause.elements) : []) module.declares.add(name);
        continue;
      }
      const target = resolve(statement.moduleSpecifier.text, file);
      if (!target) continue;
      if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          if (!element.isTypeOnly) {
            module.reexports.push({
              target,
              as: element.name.text,
              name: (element.propertyName ?? element.name).text,
            });
          }
        }
      } else if (clause) {
        // `export * as name from`: the name is this module's, and holds all of the other one.
        module.declares.add(clause.name.text);
        module.imports.push({ target, names: null });
      } else module.reexports.push({ target, as: '*', name: '*' });
    } else if (statement.modifiers?.some((word) => word.kind === ts.SyntaxKind.ExportKeyword)) {
      if (ts.isVariableStatement(statement)) {
        for (const { name } of statement.declarationList.declarations) {
          // A destructured export: its names are not read here, so the module counts whole.
          module.declares.add(ts.isIdentifier(name) ? name.text : '*');
        }
      } else if (statement.name) module.declares.add(statement.name.text);
    }
  }
  // A chunk's name may come first: import(/* webpackChunkName: "x" */ './x').
  const dynamic = /\bimport\(\s*(?:\/\*[^]*?\*\/\s*)?['"]([^'"]+)['"]\s*\)/g;
  for (const [, specifier] of code.matchAll(dynamic)) {
    const target = resolve(specifier, file);
    if (target) module.imports.push({ target, names: null });
  }
  module.body = body;
  modules.set(file, module);
  return module;
}

/** The modules `name` comes from when imported from `file`: its own, or a re-export's. */
function sourcesOf(file, name) {
  // Not found (an export this reading does not know): the whole module and what it re-exports.
  return (
    findSources(file, name, new Set()) ?? [
      file,
      ...moduleOf(file).reexports.map(({ target }) => target),
    ]
  );
}

function findSources(file, name, seen) {
  if (!/\.tsx?$/.test(file)) return [file];
  if (seen.has(file)) return null;
  seen.add(file);
  const module = moduleOf(file);
  if (module.declares.has(name) || module.declares.has('*')) return [file];
  const named = module.reexports.find((reexport) => reexport.as === name);
  if (named) return [file, ...(findSources(named.target, named.name, seen) ?? [named.target])];
  for (const { target, as } of module.reexports) {
    if (as !== '*') continue;
    const found = findSources(target, name, seen);
    if (found) return [file, ...found];
  }
  return null;
}

/** The package a file of the project is in. */
const packageOf = (file) => path.relative(ROOT, file).split(path.sep)[0];

/**
 * Every file `starts` import, at any depth, but through the pages loaded with their texts, which
 * `pages` gets, each with the package that loads it. A module whose names are imported counts
 * with the modules those names come from, not with every module it re-exports: importing a rule
 * from shared-api/forms is not importing them all.
 */
function reachable(starts, pages) {
  const found = new Set();
  const whole = new Set();
  const queue = starts.map((file) => ({ file, all: true }));
  while (queue.length) {
    const { file, all } = queue.pop();
    if (whole.has(file) || (!all && found.has(file))) continue;
    found.add(file);
    if (all) whole.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    const module = moduleOf(file);
    const cut = pagesLoadedWithTexts(file, module.code);
    for (const page of cut) pages.set(page, packageOf(file));
    for (const { target, names } of module.imports) {
      if (cut.includes(target)) continue;
      if (names === null) queue.push({ file: target, all: true });
      else
        for (const name of names)
          for (const source of sourcesOf(target, name)) queue.push({ file: source, all: false });
    }
    if (all) for (const { target } of module.reexports) queue.push({ file: target, all: true });
  }
  return found;
}

/**
 * The files of the first view (`first`): those the entries import, and those the public
 * portal's and the shell's own files import but for what only a page loaded with its texts
 * imports (`later`, by the package that loads the page: downloaded with the page).
 */
function publicFiles() {
  const pages = new Map();
  const entered = reachable(ENTRIES, pages);
  const groups = new Map();
  for (const group of new Set(pages.values())) {
    const starts = [...pages].filter(([, by]) => by === group).map(([page]) => page);
    groups.set(
      group,
      [...reachable(starts, new Map())].filter((file) => !entered.has(file)),
    );
  }
  const pageFiles = new Set([...groups.values()].flat());
  const own = PUBLIC_ROOTS.flatMap((pkg) => sourceFiles(path.join(ROOT, pkg, 'src')));
  const first = reachable([...ENTRIES, ...own.filter((file) => !pageFiles.has(file))], pages);
  const later = new Map(
    [...groups].map(([group, files]) => [group, new Set(files.filter((file) => !first.has(file)))]),
  );
  return { first, later };
}

/**
 * A file's tables of texts, `export const name = { key: m('...'), ... }` (shared-api's messages):
 * each table's name, its keys' texts and the lines it spans.
 */
function tablesOf(file) {
  const code = fs.readFileSync(file, 'utf8');
  const tables = [];
  if (!/export const \w+ = \{/.test(code)) return tables;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const lineOf = (position) => source.getLineAndCharacterOfPosition(position).line + 1;
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((word) => word.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const { name, initializer } of statement.declarationList.declarations) {
      let value = initializer;
      while (value && ts.isAsExpression(value)) value = value.expression;
      if (!value || !ts.isObjectLiteralExpression(value) || !ts.isIdentifier(name)) continue;
      const texts = new Map();
      for (const property of value.properties) {
        const text = ts.isPropertyAssignment(property) && property.initializer;
        if (
          text &&
          ts.isIdentifier(property.name) &&
          ts.isCallExpression(text) &&
          ts.isIdentifier(text.expression) &&
          text.expression.text === 'm' &&
          text.arguments.length === 1 &&
          ts.isStringLiteralLike(text.arguments[0])
        ) {
          texts.set(property.name.text, text.arguments[0].text);
        }
      }
      // A table of texts only: anything else in it is read as a whole.
      if (texts.size === 0 || texts.size !== value.properties.length) continue;
      const lines = [lineOf(statement.getStart()), lineOf(statement.getEnd())];
      tables.push({ name: name.text, texts, lines });
    }
  }
  return tables;
}

/**
 * The keys of the tables `file` reads (`table.key`; any other read of a table, e.g. by a key
 * computed at run time or passed on, reads all of it), by the table's name.
 */
function tableReads(file, tableNames) {
  const { body, aliases } = moduleOf(file);
  const reads = new Map();
  const names = [...tableNames].map((name) => [name, name]);
  for (const [local, name] of aliases) if (tableNames.has(name)) names.push([local, name]);
  for (const [local, table] of names) {
    const read = new RegExp(
      `(typeof\\s+|export const\\s+)?\\b${local}\\b(\\s*\\??\\.\\s*(\\w+))?`,
      'g',
    );
    for (const [, skipped, , key] of body.matchAll(read)) {
      if (skipped) continue;
      if (!reads.has(table)) reads.set(table, new Set());
      reads.get(table).add(key ?? '*');
    }
  }
  return reads;
}

let allTables = null;
function tables() {
  allTables ??= [...SHARED, ...PUBLIC_ROOTS].flatMap((pkg) =>
    sourceFiles(path.join(ROOT, pkg, 'src')).flatMap((file) =>
      tablesOf(file).map((table) => ({ ...table, file })),
    ),
  );
  return allTables;
}

/**
 * The texts of `pkg` that `files` show: those they mark, but of a table (tablesOf) only what
 * they read of it, wherever it is written.
 */
function textsOf(pkg, files) {
  const own = tables();
  const read = readsOf(files, new Set(own.map((table) => table.name)));
  const texts = new Set();
  for (const file of sourceFiles(path.join(ROOT, pkg, 'src'))) {
    const fileTables = own.filter((table) => table.file === file);
    for (const table of fileTables) {
      const keys = read.get(table.name);
      if (!keys) continue;
      for (const [key, text] of table.texts) if (keys.has('*') || keys.has(key)) texts.add(text);
    }
    if (!files.has(file)) continue;
    const inTable = (line) =>
      fileTables.some(({ lines: [from, to] }) => line >= from && line <= to);
    for (const { text, line } of textsOfFile(file)) if (!inTable(line)) texts.add(text);
  }
  return texts;
}

/** What `files` read of the tables, together. */
let reads = new WeakMap();
function readsOf(files, tableNames) {
  if (reads.has(files)) return reads.get(files);
  const read = new Map();
  for (const file of files) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const [table, keys] of tableReads(file, tableNames)) {
      read.set(table, new Set([...(read.get(table) ?? []), ...keys]));
    }
  }
  reads.set(files, read);
  return read;
}

// Read afresh by each question: a loader stays loaded between the builds of a watching webpack.
function forget() {
  modules = new Map();
  allTables = null;
  reads = new WeakMap();
}

/** The ids of `pkg`'s texts that a public page's first view can show. */
function publicTexts(pkg) {
  forget();
  return textsOf(pkg, publicFiles().first);
}

/**
 * The ids of each package's texts that only the pages `group` (a package) loads with their texts
 * show.
 */
function pageTexts(group) {
  forget();
  const { first, later } = publicFiles();
  const files = later.get(group) ?? new Set();
  const byPackage = {};
  for (const pkg of [...PUBLIC_ROOTS, ...SHARED]) {
    const shown = textsOf(pkg, first);
    byPackage[pkg] = new Set([...textsOf(pkg, files)].filter((text) => !shown.has(text)));
  }
  return byPackage;
}

/** The folders whose code decides which texts are public. */
const SOURCE_DIRS = [...PUBLIC_ROOTS, ...SHARED].map((pkg) => path.join(ROOT, pkg, 'src'));

module.exports = { publicTexts, pageTexts, SOURCE_DIRS };
