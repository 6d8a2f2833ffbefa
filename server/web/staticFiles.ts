import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PRECOMPRESSED_SUFFIX } from './precompressed';

export interface StaticFiles {
  /** URL paths of the built files. */
  files: Set<string>;
  /** Those among them with a brotli or gzip copy beside them (server/web/precompressed.ts). */
  precompressed: Set<string>;
}

/**
 * Built files never change at run time: their URL paths are listed once at start. The `.br` and
 * `.gz` copies are not files of their own: they are served in place of the file they copy.
 */
export function listStaticFiles(distDir: string): StaticFiles {
  const all = new Set<string>();
  if (existsSync(distDir)) {
    const walk = (dir: string, urlPrefix: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const url = `${urlPrefix}/${entry.name}`;
        if (entry.isDirectory()) walk(path.join(dir, entry.name), url);
        else if (entry.isFile()) all.add(url);
      }
    };
    walk(distDir, '');
  }
  const files = new Set([...all].filter((url) => !PRECOMPRESSED_SUFFIX.test(url)));
  files.delete('/index.html');
  const precompressed = new Set(
    [...files].filter((url) => all.has(`${url}.br`) || all.has(`${url}.gz`)),
  );
  return { files, precompressed };
}
