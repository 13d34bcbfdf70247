import { existsSync, readFileSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-plugin-prettier/recommended';
import reactHooks from 'eslint-plugin-react-hooks';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';
import domainOrder from './server/domain-order.cjs';

// Each MUI component is shared on its own between the shell and the portals (webpack.base.cjs),
// so a page downloads only what it draws: the barrel would pull in all of MUI on every page.
// (shared-ui has no barrel: only its parts, 'shared-ui/fields', 'shared-ui/table', ... exist.)
const BARRELS = [
  {
    name: '@mui/material',
    message: "Import each MUI component on its own: '@mui/material/Button'.",
  },
];
const PATTERNS = [
  {
    group: ['@mui/system', '@mui/system/*'],
    message: "Import MUI only from '@mui/material/*' (styles: '@mui/material/styles').",
  },
];
// The props of MUI's and shared-ui's components that are shown to a user (or read to them).
const SHOWN_PROPS =
  '{label,placeholder,title,helperText,alt,heading,subheading,description,message,emptyText,' +
  'emptyMessage,confirmLabel,cancelLabel,submitLabel,loadingText,noOptionsText,caption,text,' +
  'primary,secondary,tooltip,legend,hint,subtitle,action,actionLabel,buttonLabel,' +
  'aria-{label,description,valuetext,roledescription,placeholder}}';

// Routing comes from shared-ui/router, the one shared router, which holds only what is used;
// tests may still build a MemoryRouter from react-router-dom (jest has no federation).
const ROUTERS = ['react-router', 'react-router-dom', 'react-router/dom'].map((name) => ({
  name,
  message: "Import routing from 'shared-ui/router' (one small shared router).",
}));

// Federation invariants (docs/architecture.md). shared-api/forms and shared-api/personal-data
// are bundles of their own: their calls and rules must reach the client, the session, the
// firm's settings and its calendar through the package's name ('shared-api'), the one shared
// copy. A relative import would bundle a second client (its own token and 401 handling), a
// second session store or a second time zone into them. Which calls they hold is read from
// their entry files, so a call added there is guarded at once. (The other calls are plain
// shared-api's own and import the client relatively, as they must.)
const entryCalls = (entry) =>
  [
    ...readFileSync(new URL(`shared-api/src/${entry}.ts`, import.meta.url), 'utf8').matchAll(
      /from '\.\/(calls\/[^']+)'/g,
    ),
  ].map(([, file]) => `shared-api/src/${file}.ts`);
const SHARED_API_BUNDLES = [
  ...entryCalls('forms'),
  ...entryCalls('personal-data'),
  ...entryCalls('my-sessions'),
  'shared-api/src/calls/personal-data/**',
  'shared-api/src/validation/**',
];
const SHARED_API_STATE = {
  regex: '^\\.{1,2}/(.*/)?(client|session|settings|time)(/|$)',
  message:
    "Import it from 'shared-api': a relative path bundles a second copy of it (a second client, session or time zone) into this part.",
};
// shared-ui's parts are shared one by one (webpack.base.cjs): a part reaches the router and the
// fields through their names ('shared-ui/router', 'shared-ui/fields', 'shared-ui/person-fields'),
// never by a relative path, which would bundle a second router (its own context) or a second
// copy of the fields. The one exception is OutlinedField, which the table copies on purpose:
// the fields part brings the forms' validation library, which no table page may load.
const SHARED_UI_ROUTER = {
  regex: '^\\.{1,2}/(.*/)?entries(/|$)',
  message: "Import a part of shared-ui by its name ('shared-ui/router', ...), not its entry file.",
};
const SHARED_UI_FIELDS = {
  regex: '^\\.{1,2}/(.*/)?fields/(?!outlined-field$)',
  message: "Import fields from 'shared-ui/fields' (or 'shared-ui/person-fields', ...).",
};
const FIELDS_PART = {
  regex:
    '^\\./(outlined-field|text-fields|password-field|date-field|pdf-file-field|position-select)$',
  message: "This field belongs to the 'shared-ui/fields' part: import it from there.",
};
const restrictImports = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    { paths: [...BARRELS, ...ROUTERS], patterns: [...PATTERNS, ...patterns] },
  ],
});

// A front end's features (`src/features/<name>/`) import no other feature but those named here,
// each one way; the routes compose them (bulletproof-react). What two features both need lives
// in the package's `src/lib/`.
const FEATURE_USES = { shell: { auth: ['sso'], errors: ['release-reports'], remotes: ['errors'] } };
// The workspaces' folders, `*-portal` expanded as npm does.
const WORKSPACES = JSON.parse(
  readFileSync(new URL('package.json', import.meta.url), 'utf8'),
).workspaces.flatMap((entry) => {
  if (!entry.includes('*')) return [entry];
  const pattern = new RegExp(`^${entry.replaceAll('*', '[^/]*')}$`);
  return readdirSync(new URL('.', import.meta.url)).filter(
    (name) => pattern.test(name) && existsSync(new URL(`${name}/package.json`, import.meta.url)),
  );
});
const featureRules = WORKSPACES.flatMap((pkg) => {
  const dir = new URL(`${pkg}/src/features/`, import.meta.url);
  if (!existsSync(dir)) return [];
  const features = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => {
    const allowed = [feature, ...(FEATURE_USES[pkg]?.[feature] ?? [])];
    const others = features.filter((other) => !allowed.includes(other));
    const pattern = {
      regex: `^(\\.\\./)+(${others.join('|')})(/|$)`,
      message: `A feature imports no other feature (eslint.config.mjs, FEATURE_USES): move what both need to ${pkg}/src/lib/.`,
    };
    return {
      files: [`${pkg}/src/features/${feature}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.ts', '**/*.test.tsx'],
      rules: restrictImports(pattern),
    };
  });
});

// The domain's rooms stand on each other one way (server/domain-order.cjs).
const domainLayers = domainOrder
  .forbiddenRooms()
  .filter(({ forbidden }) => forbidden.length > 0)
  .map(({ room, forbidden }) => ({
    files: [`server/src/domain/${room}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: forbidden.map((other) => `../${other}/*`),
              message: `The ${room} room may import only rooms of a lower layer (server/domain-order.cjs).`,
            },
          ],
        },
      ],
    },
  }));

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', '**/build', '**/coverage', 'data', 'e2e/artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['server/**', 'e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [...BARRELS, ...ROUTERS], patterns: PATTERNS }],
    },
  },
  ...featureRules,
  { files: SHARED_API_BUNDLES, rules: restrictImports(SHARED_API_STATE) },
  {
    files: ['shared-ui/src/**/*.ts', 'shared-ui/src/**/*.tsx'],
    ignores: ['shared-ui/src/entries/**', 'shared-ui/src/fields/**'],
    rules: restrictImports(SHARED_UI_ROUTER, SHARED_UI_FIELDS),
  },
  {
    // The fields of the other parts (the phone field, the person fields, the rating slider).
    files: ['shared-ui/src/fields/**/*.ts', 'shared-ui/src/fields/**/*.tsx'],
    ignores: [
      'shared-ui/src/fields/{outlined-field,text-fields,password-field,date-field,pdf-file-field,position-select}.tsx',
    ],
    rules: restrictImports(SHARED_UI_ROUTER, FIELDS_PART),
  },
  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/src/test-utils/**',
      'shared-ui/src/entries/router.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: BARRELS, patterns: PATTERNS }] },
  },
  {
    // Every text a screen shows comes from the catalogues (docs/i18n.md): t('...'), never a
    // literal in the markup or in a prop that is shown. scripts/i18n/check.cjs checks the rest.
    files: ['**/src/**/*.tsx'],
    ignores: ['server/**', 'e2e/**', '**/*.test.tsx', '**/src/test-utils/**'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', SHOWN_PROPS]] } }],
    },
  },
  ...domainLayers,
  prettier,
);
