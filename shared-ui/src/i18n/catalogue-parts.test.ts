import path from 'node:path';

// Issue 67: a public page downloads the shared packages' texts a public page can show, and no
// dashboard's (scripts/i18n/catalogue-parts.cjs); the loader splits the catalogue by them.
const root = path.resolve(__dirname, '..', '..', '..');
const { publicTexts } = require(path.join(root, 'scripts/i18n/catalogue-parts.cjs')) as {
  publicTexts: (pkg: string) => Set<string>;
};
const loader = require(path.join(root, 'scripts/i18n/catalogue-loader.cjs')) as (
  this: { resourcePath: string; resourceQuery: string; addContextDependency: () => void },
  source: string,
) => string;
const sw: Record<string, string> = require('../locales/sw.json');

function part(query: string): Record<string, unknown> {
  const resourcePath = path.join(root, 'shared-ui', 'src', 'locales', 'sw.json');
  const context = { resourcePath, resourceQuery: query, addContextDependency: () => undefined };
  const code = loader.call(context, JSON.stringify(sw));
  return JSON.parse(code.replace(/^module\.exports = /, '').replace(/;$/, ''));
}

test("shared-ui's public texts are those of the files a public page's code imports", () => {
  const shown = publicTexts('shared-ui');
  // The language switch, the fields of the apply form, the toasts and MUI's own texts...
  for (const text of ['Close', 'Loading...', 'Choose PDF', 'Error']) expect(shown).toContain(text);
  // ...but no table's, profile's or notification page's.
  for (const text of ['No data available', 'Export CSV', 'Edit Profile', 'Mark all as read']) {
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
