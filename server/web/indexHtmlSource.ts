import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { StartupRefusal } from '../startupRefusal';

/** Where the HTML template of every page comes from: the build, or Vite in dev. */
export interface IndexHtmlSource {
  template(url: string): Promise<string>;
}

/** The build's index.html, read once: the server serves one build folder for its whole life. */
export function builtIndexHtml(clientDistDir: string): IndexHtmlSource {
  const file = path.join(clientDistDir, 'index.html');
  if (!existsSync(file)) {
    throw new StartupRefusal(
      `${file} not found: build the client first (npm run build), or start with npm start`,
    );
  }
  const html = readFileSync(file, 'utf8');
  return { template: () => Promise.resolve(html) };
}

/** The repo's index.html through Vite (HMR client, React refresh), read per request. */
export function devIndexHtml(projectRoot: string, vite: ViteDevServer): IndexHtmlSource {
  return devPageHtml(projectRoot, 'index.html', vite);
}

/**
 * Where a page with its own Vite input (the studio, the built-in game frame) comes from: the build,
 * or Vite in dev. Undefined where the build was made without it.
 */
export interface PageHtmlSource {
  template(url: string): Promise<string | undefined>;
}

/** dist/client/<fileName>, read on first use; undefined while the build has no such page. */
export function builtPageHtml(clientDistDir: string, fileName: string): PageHtmlSource {
  let cached: string | undefined;
  const file = path.join(clientDistDir, fileName);
  return {
    async template() {
      if (cached === undefined && existsSync(file)) cached = await readFile(file, 'utf8');
      return cached;
    },
  };
}

/** Dev: the repository's <fileName> through Vite (HMR client, React refresh), read per request. */
export function devPageHtml(
  projectRoot: string,
  fileName: string,
  vite: Pick<ViteDevServer, 'transformIndexHtml'>,
): IndexHtmlSource {
  const file = path.join(projectRoot, fileName);
  return {
    async template(url) {
      return vite.transformIndexHtml(url, await readFile(file, 'utf8'));
    },
  };
}
