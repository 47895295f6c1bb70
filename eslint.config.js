// ESLint (flat config) with typescript-eslint's recommended rules for server, web and scripts,
// plus the React hooks rules (including the React Compiler ones) and jsx-a11y for the web app.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'server/src/generated/**',
      'web/src/gql/**',
      '.data/**',
      'test-results/**',
      'bench-results/**',
      // the question bank: learners' starter code and tests, checked by the content loader
      'content/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // a missing dependency is a stale closure (a real bug), not a style matter
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // storage goes through web/src/lib/storage.ts, which survives blocked storage, a full quota
    // and JSON that does not parse; tests may set storage up directly
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/storage.ts', 'web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage'].map((name) => ({
          name,
          message: 'Use readStorage/writeStorage/removeStorage from web/src/lib/storage.ts.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['localStorage', 'sessionStorage'].map((property) => ({
            object,
            property,
            message: 'Use readStorage/writeStorage/removeStorage from web/src/lib/storage.ts.',
          })),
        ),
      ],
    },
  },
  {
    // every dialog and drawer is the one primitive in web/src/components/dialog/ (one overlay, one close button)
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/components/dialog/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@radix-ui/react-dialog', '@radix-ui/react-alert-dialog'].map((name) => ({
            name,
            message: 'Use Dialog, DialogCloseButton or ConfirmDialog from web/src/components/dialog/.',
          })),
        },
      ],
    },
  },
  {
    files: ['server/**', 'judge/**', 'scripts/**', 'e2e/**', '*.ts', '*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
