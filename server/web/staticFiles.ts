import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Built files never change at run time: their URL paths are listed once at start. */
export function listStaticFiles(distDir: string): Set<string> {
  const files = new Set<string>();
  if (!existsSync(distDir)) return files;
  const walk = (dir: string, urlPrefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const url = `${urlPrefix}/${entry.name}`;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), url);
      else if (entry.isFile()) files.add(url);
    }
  };
  walk(distDir, '');
  files.delete('/index.html');
  return files;
}
