// Build side: two libraries whose package entries hand a production build code it does not need,
// each resolved to an entry the same package ships for it. Same libraries, same versions, same
// API; dev (`npm run dev`) and the unit tests resolve them as the packages say.
//
// - react-router 7's exports name only its development build (dist/development) whatever the
//   mode, a known upstream bug (remix-run/react-router#14102, open; the exports were made
//   development-only as a stop-gap in #12437). That build sets ENABLE_DEV_WARNINGS, so customers'
//   pages carried react-router's development warnings and their code (0.5 KB gzip of home's first
//   JavaScript). The package ships its production build beside it (dist/production, the same
//   files but for that flag): react-router's modules resolve to those.
// - mobx-react-lite and react-i18next import `use-sync-external-store/shim`, the hook's shim for
//   React before 18, which checks at run time whether React has the hook and carries a copy for
//   when it does not. React 19 has it: the shim resolves to the package's own entry for React 18
//   and later (`use-sync-external-store`), which hands back React's hook.
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

const DEVELOPMENT = '/react-router/dist/development/';
const PRODUCTION = '/react-router/dist/production/';

/** The production file for a react-router development file, or null when there is none. */
export function productionBuildOf(file: string): string | null {
  const path = file.replaceAll('\\', '/');
  const at = path.lastIndexOf(DEVELOPMENT);
  if (at < 0) return null;
  const production = path.slice(0, at) + PRODUCTION + path.slice(at + DEVELOPMENT.length);
  return existsSync(production) ? production : null;
}

/** The shim's import, and the entry of the same package that serves React 18 and later. */
const SHIM = 'use-sync-external-store/shim';
const BUILT_IN = 'use-sync-external-store';

export function libraryBuildsPlugin(): Plugin {
  return {
    name: 'library-production-builds',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      // Only these imports reach the handler (a hook filter, checked natively).
      filter: { id: /^(?:react-router(?:\/|$)|use-sync-external-store\/shim(?:\/index\.js)?$)/ },
      async handler(source, importer, options) {
        const wanted = source.startsWith(SHIM) ? BUILT_IN : source;
        const resolved = await this.resolve(wanted, importer, { ...options, skipSelf: true });
        if (!resolved || resolved.external) return resolved;
        const production = productionBuildOf(resolved.id);
        return production ? { ...resolved, id: production } : resolved;
      },
    },
  };
}
