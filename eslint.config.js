import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  // Classic scripts the browser runs as they are (public/boot-guard.js).
  { files: ['public/**/*.js'], languageOptions: { globals: globals.browser } },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // Dependency rule (ARCHITECTURE.md): runtime knows nothing of betting; domain is pure.
  {
    files: ['runtime/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/domain/**', '**/stores/**', '**/widgets/**', '**/server/**'],
              message: 'runtime imports none of domain, stores, widgets or server',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'mobx',
                'mobx-react-lite',
                '**/stores/**',
                '**/widgets/**',
                '**/runtime/**',
                '**/server/**',
              ],
              message: 'domain is pure TypeScript: no React, no MobX, no I/O',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['stores/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/widgets/**', '**/server/**', 'react', 'react-dom'],
              message: 'stores import domain and runtime/api only',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'A widget never calls fetch: read a store or a runtime/api hook',
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'widgets never import the server' }] },
      ],
    },
  },
);
