import { readFileSync } from 'node:fs';
import path from 'node:path';

// Issue 67: a public page downloads the shared packages' texts a public page can show, and no
// dashboard's (scripts/i18n/catalogue-parts.cjs); the loader splits the catalogue by them.
const root = path.resolve(__dirname, '..', '..', '..');
const { publicTexts, pageTexts } = require(path.join(root, 'scripts/i18n/catalogue-parts.cjs')) as {
  publicTexts: (pkg: string) => Set<string>;
  pageTexts: (group: string) => Record<string, Set<string>>;
};
const loader = require(path.join(root, 'scripts/i18n/catalogue-loader.cjs')) as (
  this: {
    resourcePath: string;
    resourceQuery: string;
    addContextDependency: () => void;
    addDependency: () => void;
  },
  source: string,
) => string;
const sw: Record<string, string> = require('../locales/sw.json');

function part(query: string, pkg = 'shared-ui', language = 'sw'): Record<string, unknown> {
  const resourcePath = path.join(root, pkg, 'src', 'locales', `${language}.json`);
  const context = {
    resourcePath,
    resourceQuery: query,
    addContextDependency: () => undefined,
    addDependency: () => undefined,
  };
  const code = loader.call(context, readFileSync(resourcePath, 'utf8'));
  return JSON.parse(code.replace(/^module\.exports = /, '').replace(/;$/, ''));
}

test("shared-ui's public texts are those of the files a public page's code imports", () => {
  const shown = publicTexts('shared-ui');
  // The language switch, the fields of the apply form, the toasts and MUI's own texts...
  for (const text of ['Close', 'Loading...', 'Choose PDF', 'Error']) expect(shown).toContain(text);
  // ...but no table's, profile's or notification page's, nor MUI's texts of the components only
  // dashboards draw (the Autocomplete, the pager), which their frame gives them.
  for (const text of [
    'No data available',
    'Export CSV',
    'Edit Profile',
    'Mark all as read',
    'No options',
    'Rows per page',
    '{from}–{to} of {count}',
  ]) {
    expect(shown).not.toContain(text);
  }
});

test('the two parts of a catalogue hold each of its texts once', () => {
  const first = part('?part=public');
  const rest = part('?part=dashboards');
  expect(Object.keys(first)).toContain('Close');
  expect(Object.keys(rest)).toContain('No data available');
  expect(Object.keys(first).filter((id) => id in rest)).toEqual([]);
  expect([...Object.keys(first), ...Object.keys(rest)].sort()).toEqual(Object.keys(sw).sort());
  expect(() => part('?part=other')).toThrow('No catalogue part "other"');
});

// Issue 67: the public portal's pages but / are loaded with their texts (withPageTexts), in a
// part of their own, `?part=pages`: a first visit of / in Swahili downloads /'s texts only.
test("the public portal's other pages' texts, its own and the shared packages', come with them", () => {
  const first = publicTexts('public-portal');
  const later = pageTexts('public-portal');
  // The landing page and the apply form are /'s; the privacy notice and the data export are not.
  for (const text of ['Apply for an Internship', 'CV']) expect(first).toContain(text);
  for (const text of ['Download my data', 'How long we keep it']) {
    expect(first).not.toContain(text);
    expect(later['public-portal']).toContain(text);
  }
  // The personal-data feature's messages (shared-api) show on those pages only.
  expect(publicTexts('shared-api')).not.toContain('Could not export personal data');
  expect(later['shared-api']).toContain('Could not export personal data');
  // ...and the texts / shows are not downloaded twice.
  expect(later['shared-ui']).not.toContain('Choose PDF');
  // Every text of the public portal is in one of its two parts.
  const pages = part('?part=pages', 'public-portal');
  const own = part('?part=public', 'public-portal');
  const all = Object.keys(require('../../../public-portal/src/locales/sw.json'));
  expect(all.filter((id) => !(id in own) && !(id in pages))).toEqual([]);
  expect(Object.keys(own).filter((id) => id in pages)).toEqual([]);
  expect(pages).toHaveProperty(['Could not export personal data']);
  // English's texts with values come with the pages too (a plain English text is its own id).
  const retention = 'E-mails we send you are kept for {days, plural, one {# day} other {# days}}.';
  expect(part('?part=pages', 'public-portal', 'en')).toHaveProperty([retention]);
  expect(part('?part=public', 'public-portal', 'en')).not.toHaveProperty([retention]);
  expect(part('?part=pages', 'public-portal', 'en')).not.toHaveProperty(['Download my data']);
});

// Issue 67: the login page is loaded with its texts too, the shell's and the shared packages'
// (shell/src/app/catalogues.ts): / downloads none of its two steps' texts.
test("the login page's texts come with it, in the shell's part of pages", () => {
  const login = pageTexts('shell');
  for (const text of [
    'Use a recovery code',
    'Sign in with a passkey',
    'Forgot Password? Reset Now',
  ])
    expect(login.shell).toContain(text);
  expect(publicTexts('shell')).not.toContain('Use a recovery code');
  expect(publicTexts('shell')).toContain('You are offline.');
  // The login's messages and the second step's rules (shared-api) are not /'s either...
  expect(login['shared-api']).toContain('Could not Login');
  expect(publicTexts('shared-api')).not.toContain('Could not Login');
  // ...and not the public portal's pages' part: each package's pages bring their own.
  expect(pageTexts('public-portal')['shared-api']).not.toContain('Could not Login');
  expect(login['public-portal']).toEqual(new Set());
  // The shell's Swahili is in its two parts, each text once.
  const own = part('?part=public', 'shell');
  const pages = part('?part=pages', 'shell');
  const all = Object.keys(require('../../../shell/src/locales/sw.json'));
  expect(all.filter((id) => !(id in own) && !(id in pages))).toEqual([]);
  expect(Object.keys(own).filter((id) => id in pages)).toEqual([]);
  expect(part('?part=pages', 'shell', 'en')).toHaveProperty(['Sign in with {provider}']);
});

// Issue 67: of a table of texts (shared-api's messages) a page shows what its code reads, and of
// a module that re-exports others (shared-api/forms) what the names it takes come from.
test("shared-api's public texts are those / reads, of its messages and of its forms' rules", () => {
  const first = publicTexts('shared-api');
  // What the apply form and the login read...
  for (const text of ['Could not make an Application', 'Enter a valid phone number'])
    expect(first).toContain(text);
  // ...not a dashboard's message, nor the logbook's labels that shared-api/forms re-exports...
  for (const text of ['Could not assign Task', 'Not started', 'Choose a reason'])
    expect(first).not.toContain(text);
  // ...and what only another public page reads comes with it.
  expect(first).not.toContain('Sign Up Successfull. You can login now');
  expect(pageTexts('public-portal')['shared-api']).toContain(
    'Sign Up Successfull. You can login now',
  );
  // Every text of shared-api is in its public part or its dashboards'.
  const own = part('?part=public', 'shared-api');
  const rest = part('?part=dashboards', 'shared-api');
  const all = Object.keys(require('../../../shared-api/src/locales/sw.json'));
  expect(all.filter((id) => !(id in own) && !(id in rest))).toEqual([]);
  expect(rest).toHaveProperty(['Sign Up Successfull. You can login now']);
});
