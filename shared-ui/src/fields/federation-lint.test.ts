/**
 * @jest-environment node
 */
import { restrictedImports } from 'shared-api/testing';

// The lint rule that keeps shared-ui's parts on the one router and the one copy of the fields
// (eslint.config.mjs, docs/architecture.md).
const using = (from: string) => `import * as part from '${from}';\nexport const used = part;\n`;

const SNIPPETS = {
  routerRelative: {
    file: 'shared-ui/src/profile/some-form.tsx',
    source: using('../entries/router'),
  },
  fieldsRelative: {
    file: 'shared-ui/src/profile/some-form.tsx',
    source: using('../fields/text-fields'),
  },
  routerByName: { file: 'shared-ui/src/profile/some-form.tsx', source: using('shared-ui/router') },
  fieldsByName: { file: 'shared-ui/src/profile/some-form.tsx', source: using('shared-ui/fields') },
  phoneFieldRelative: {
    file: 'shared-ui/src/fields/phone-parts.tsx',
    source: using('./outlined-field'),
  },
  tableCopy: {
    file: 'shared-ui/src/table/column-filter.tsx',
    source: using('../fields/outlined-field'),
  },
};
type Name = keyof typeof SNIPPETS;
let messages: Record<Name, string[]>;

beforeAll(() => {
  const names = Object.keys(SNIPPETS) as Name[];
  const answers = restrictedImports(names.map((name) => SNIPPETS[name]));
  messages = Object.fromEntries(names.map((name, index) => [name, answers[index]])) as never;
}, 60_000);

test('a part that imports the router or the fields by a relative path fails; by name passes', () => {
  expect(messages.routerRelative).toHaveLength(1);
  expect(messages.fieldsRelative).toHaveLength(1);
  expect(messages.routerByName).toEqual([]);
  expect(messages.fieldsByName).toEqual([]);
});

test("the phone field takes the fields part's OutlinedField by name; the table copies it", () => {
  expect(messages.phoneFieldRelative).toHaveLength(1);
  expect(messages.tableCopy).toEqual([]);
});
