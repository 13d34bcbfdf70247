import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-plugin-prettier/recommended';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
      // Deep MUI imports create a second copy of the theme context in a remote,
      // so the shell's theme would not reach it.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mui/material/*'], message: "Import MUI only from '@mui/material'." },
            {
              group: ['@mui/system', '@mui/system/*'],
              message: "Import MUI only from '@mui/material'.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
