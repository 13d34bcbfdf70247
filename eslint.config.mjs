import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-plugin-prettier/recommended';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Each MUI component and each part of shared-ui is shared on its own between the shell and the
// portals (webpack.base.cjs), so a page downloads only what it draws: the barrels would pull in
// all of MUI, or the table library, on every page.
const BARRELS = [
  {
    name: '@mui/material',
    message: "Import each MUI component on its own: '@mui/material/Button'.",
  },
  {
    name: 'shared-ui',
    message: "Import a part of shared-ui: 'shared-ui/fields', 'shared-ui/table', ...",
  },
];
const PATTERNS = [
  {
    group: ['@mui/system', '@mui/system/*'],
    message: "Import MUI only from '@mui/material/*' (styles: '@mui/material/styles').",
  },
];
// Routing comes from shared-ui/router, the one shared router, which holds only what is used;
// tests may still build a MemoryRouter from react-router-dom (jest has no federation).
const ROUTERS = ['react-router', 'react-router-dom', 'react-router/dom'].map((name) => ({
  name,
  message: "Import routing from 'shared-ui/router' (one small shared router).",
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
  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/src/test-utils/**',
      'shared-ui/src/entries/router.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: BARRELS, patterns: PATTERNS }] },
  },
  prettier,
);
