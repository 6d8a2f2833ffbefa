// Content roots for the schema tests: the valid fixture, and each broken case materialised as
// the valid root with the case's files copied over it (see tests/fixtures/broken/README.md).
import { cpSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { widgetCatalog } from '../fixtures/widgets';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const VALID_ROOT = join(REPO_ROOT, 'tests/fixtures/valid');
export const FIXTURE_WIDGETS_FILE = 'tests/fixtures/widgets.ts';
export const fixtureWidgets = widgetCatalog;

const MALFORMED_SUFFIX = '.malformed';
const created: string[] = [];

export function materialiseCase(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `schemas-${name}-`));
  cpSync(VALID_ROOT, dir, { recursive: true });
  cpSync(join(REPO_ROOT, 'tests/fixtures/broken', name), dir, { recursive: true });
  // Malformed files are stored as *.malformed so formatters and linters leave them broken.
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith(MALFORMED_SUFFIX)) {
      renameSync(join(dir, file), join(dir, file.slice(0, -MALFORMED_SUFFIX.length)));
    }
  }
  created.push(dir);
  return dir;
}

export function removeMaterialisedCases(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}
