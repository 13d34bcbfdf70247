/**
 * @jest-environment node
 */
import { restrictedImports } from '../test-utils/restricted-imports';

// The lint rule that keeps shared-api/forms and shared-api/personal-data on the one client,
// session and calendar (eslint.config.mjs, docs/architecture.md).
const using = (name: string, from: string) =>
  `import { ${name} } from '${from}';\nexport const used = ${name};\n`;

const SNIPPETS = {
  formsCallRelative: {
    file: 'shared-api/src/calls/tasks/rate-task.ts',
    source: using('apiClient', '../../client/api-client'),
  },
  formsCallByName: {
    file: 'shared-api/src/calls/tasks/rate-task.ts',
    source: using('apiClient', 'shared-api'),
  },
  personalDataSession: {
    file: 'shared-api/src/calls/personal-data/erase-personal-data.ts',
    source: using('useSessionStore', '../../session/session-store'),
  },
  ruleCalendar: {
    file: 'shared-api/src/validation/dates.ts',
    source: using('todayInTimeZone', '../time/firm-dates'),
  },
  plainCall: {
    file: 'shared-api/src/calls/tasks/get-task.ts',
    source: using('apiClient', '../../client/api-client'),
  },
};
type Name = keyof typeof SNIPPETS;
let messages: Record<Name, string[]>;

beforeAll(() => {
  const names = Object.keys(SNIPPETS) as Name[];
  const answers = restrictedImports(names.map((name) => SNIPPETS[name]));
  messages = Object.fromEntries(names.map((name, index) => [name, answers[index]])) as never;
}, 60_000);

test("a forms call that imports the client by a relative path fails; by the package's name passes", () => {
  expect(messages.formsCallRelative).toEqual([
    expect.stringContaining("Import it from 'shared-api'"),
  ]);
  expect(messages.formsCallByName).toEqual([]);
});

test('so do a personal-data call and a rule that import the session or the calendar', () => {
  expect(messages.personalDataSession).toHaveLength(1);
  expect(messages.ruleCalendar).toHaveLength(1);
});

test("plain shared-api's own calls import the client relatively, as they must", () => {
  expect(messages.plainCall).toEqual([]);
});
