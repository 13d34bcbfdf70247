// `npm run new-portal -- <name> --role <ROLE>`: a new portal from the template
// (scripts/new-portal/template), for a role the server knows, named in portals.json, the one
// list of portals. Nothing else is edited by hand: package.json's workspaces take every
// `*-portal` folder, `npm run typecheck` every portal of portals.json, and npm writes the
// lockfile's entry. The new portal serves the role at its own prefix; the role's home stays the
// first portal portals.json names for it (docs/architecture.md, "Five remotes, one per
// audience, and a sixth by one command").
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { PORTALS, root } from './front-ends.mjs';

const TEMPLATE = path.join(root, 'scripts', 'new-portal', 'template');
const USAGE = 'Usage: npm run new-portal -- <name>-portal --role <ROLE>';

function fail(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

/** The roles the server and shared-api know (shared-api's RoleCode). */
function knownRoles() {
  const entities = readFileSync(path.join(root, 'shared-api/src/types/entities.ts'), 'utf8');
  const union = /export type RoleCode = ([^;]+);/.exec(entities)?.[1] ?? '';
  return [...union.matchAll(/'([A-Z]+)'/g)].map((match) => match[1]);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { role: { type: 'string' } },
});
const [name] = positionals;
if (positionals.length !== 1 || !values.role) fail('Give one name and a role.');
const pkg = name.endsWith('-portal') ? name : `${name}-portal`;
if (!/^[a-z]+(-[a-z]+)*-portal$/.test(pkg)) {
  fail(`${name}: a portal's name is lowercase words joined by hyphens, ending in -portal.`);
}
const roles = knownRoles();
if (!roles.includes(values.role)) {
  fail(
    `${values.role} is not a role the server knows (${roles.join(', ')}). A new role starts in ` +
      'the server (its accounts and rules) before a portal can serve it.',
  );
}

const words = pkg.replace(/-portal$/, '').split('-');
const capitalised = words.map((word) => word[0].toUpperCase() + word.slice(1));
const tokens = {
  __PACKAGE__: pkg,
  __PREFIX__: `/${words[0]}${capitalised.slice(1).join('')}Dashboard`,
  __ROLE__: values.role,
  __TITLE__: capitalised.join(' '),
  __NAME__: capitalised.join(''),
  __CONST__: words.join('_').toUpperCase(),
};
const portal = {
  package: pkg,
  remote: pkg.replaceAll('-', '_'),
  prefix: tokens.__PREFIX__,
  roles: [values.role],
  env: `REMOTE_${tokens.__CONST__}_URL`,
  exposes: { './routes': './src/routes.tsx' },
  devPort: Math.max(...PORTALS.map((each) => each.devPort)) + 1,
};
const clash = PORTALS.find((each) => each.package === pkg || each.prefix === portal.prefix);
if (clash) fail(`${clash.package} already serves ${clash.prefix}.`);
if (existsSync(path.join(root, pkg))) fail(`${pkg}: the folder exists already.`);

/** The title as another package's Swahili catalogue has it, so the catalogues agree (npm run i18n). */
function swahiliOf(text) {
  for (const pkg of readdirSync(root)) {
    const file = path.join(root, pkg, 'src', 'locales', 'sw.json');
    const translated = existsSync(file) && JSON.parse(readFileSync(file, 'utf8'))[text];
    if (translated) return translated;
  }
  return text;
}
tokens.__SW_TITLE__ = swahiliOf(tokens.__TITLE__);

const fill = (text) => text.replace(/__[A-Z_]+?__/g, (token) => tokens[token] ?? token);
const written = [];
async function copyTemplate(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name.replace(/\.tmpl$/, ''));
    if (entry.isDirectory()) {
      await copyTemplate(source, target);
      continue;
    }
    writeFileSync(target, fill(readFileSync(source, 'utf8')));
    written.push(target);
  }
}
await copyTemplate(TEMPLATE, path.join(root, pkg));

const portalsFile = path.join(root, 'portals.json');
writeFileSync(portalsFile, JSON.stringify([...PORTALS, portal], null, 2));
// In the project's style, so lint passes on what was made.
for (const file of [portalsFile, ...written]) {
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  writeFileSync(file, await prettier.format(readFileSync(file, 'utf8'), options));
}

// The lockfile's entry for the new workspace (npm ci refuses a lockfile without it); the
// packages it needs are the other portals', installed already.
const lock = spawnSync(
  'npm',
  ['install', '--package-lock-only', '--prefer-offline', '--no-audit', '--no-fund'],
  { cwd: root, stdio: 'inherit' },
);
if (lock.status !== 0) fail('npm could not write the lockfile; run `npm install` once it can.');

console.log(`${pkg} serves ${values.role} at ${portal.prefix} (portals.json).
Next: npm run build -w ${pkg}, then npm start; npm run release -w ${pkg} ships it on its own.
The shell learns the new prefix from portals.json: release the shell once with it.`);
