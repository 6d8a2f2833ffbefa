import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Our top-level source folders; each layer below names the ones it may not import. */
const FOLDERS = [
  'domain',
  'runtime',
  'stores',
  'widgets',
  'server',
  'app',
  'scripts',
  'bench',
  'providers',
];
const OURS_BUT = (allowed) => FOLDERS.filter((f) => !allowed.includes(f));

/**
 * A folder's import rule (and any other rules of that folder): `forbidden` top-level folders,
 * matched by the relative path that climbs to the project root from each depth (so `domain/app`
 * is not `app/`), and `packages` by name.
 */
function layer(folder, extensions, { forbidden, packages = [], message, rules = {} }) {
  const blocks = [];
  for (let depth = 1; depth <= 6; depth++) {
    const patterns = [{ regex: `^(\\.\\./){${depth}}(${forbidden.join('|')})(/|$)`, message }];
    if (packages.length > 0) patterns.push({ group: packages, message });
    blocks.push({
      files: [`${folder}/${'*/'.repeat(depth - 1)}*.${extensions}`],
      rules: { ...rules, 'no-restricted-imports': ['error', { patterns }] },
    });
  }
  return blocks;
}

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  // Classic scripts the browser runs as they are (public/boot-guard.js).
  { files: ['public/**/*.js'], languageOptions: { globals: globals.browser } },
  // The outside provider's game page script, served as it is by its own service.
  { files: ['providers/*/public/**/*.js'], languageOptions: { globals: globals.browser } },
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
  // Dependency rule (ARCHITECTURE.md, README "Architecture in one page"), for every source folder:
  // a layer imports only the layers under it. Import cycles are `npm run lint:cycles` (dpdm).
  ...layer('domain', 'ts', {
    forbidden: OURS_BUT(['domain']),
    packages: ['react', 'react-dom', 'mobx', 'mobx-react-lite'],
    message: 'domain is pure TypeScript: no React, no MobX, no I/O, nothing of ours',
  }),
  ...layer('runtime', '{ts,tsx}', {
    forbidden: OURS_BUT(['runtime']),
    message: 'runtime imports none of domain, stores, widgets, server, app, scripts or bench',
  }),
  ...layer('stores', '{ts,tsx}', {
    forbidden: OURS_BUT(['stores', 'runtime', 'domain']),
    packages: ['react', 'react-dom'],
    message: 'stores import domain and runtime only',
  }),
  ...layer('widgets', '{ts,tsx}', {
    forbidden: OURS_BUT(['widgets', 'stores', 'runtime', 'domain']),
    message: 'widgets import stores, runtime and domain only',
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'A widget never calls fetch: read a store or a runtime/api hook',
        },
      ],
    },
  }),
  ...layer('server', '{ts,mjs}', {
    forbidden: OURS_BUT(['server', 'runtime', 'domain']),
    message: 'server imports runtime and domain only (never widgets, stores or app)',
  }),
  ...layer('app', '{ts,tsx}', {
    forbidden: ['server', 'scripts', 'bench'],
    message: 'app is the composition root of the client: no server, scripts or bench code',
  }),
  ...layer('scripts', '{ts,mjs}', { forbidden: ['bench'], message: 'scripts import no benchmark' }),
  // An outside game provider is another party: it shares the pure rules and the protocols'
  // shapes (domain) and reaches the site only over HTTP, never through the site's code.
  ...layer('providers', '{ts,mjs}', {
    forbidden: OURS_BUT(['providers', 'domain']),
    message: 'an outside provider imports domain only: it talks to the site over HTTP',
  }),
);
