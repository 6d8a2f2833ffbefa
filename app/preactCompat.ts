// Build side: customers' pages render with Preact's React layer (preact/compat), the same React
// API the widgets are written against at about a tenth of react-dom's size (react-dom was 64 KB of
// the home page's 275 KB gzip JavaScript). vite.config.ts applies these aliases to production
// builds; bench/render-cost.ts measures the runtime with them too.
import { fileURLToPath } from 'node:url';

const fromModules = (p: string) => fileURLToPath(new URL(`../node_modules/${p}`, import.meta.url));

export const PREACT_COMPAT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: fromModules('preact/compat/client.mjs') },
  {
    find: /^react-dom\/test-utils$/,
    replacement: fromModules('preact/test-utils/dist/testUtils.mjs'),
  },
  { find: /^react-dom$/, replacement: fromModules('preact/compat/dist/compat.mjs') },
  { find: /^react\/jsx-runtime$/, replacement: fromModules('preact/compat/jsx-runtime.mjs') },
  {
    find: /^react\/jsx-dev-runtime$/,
    replacement: fromModules('preact/compat/jsx-dev-runtime.mjs'),
  },
  { find: /^react$/, replacement: fromModules('preact/compat/dist/compat.mjs') },
];
