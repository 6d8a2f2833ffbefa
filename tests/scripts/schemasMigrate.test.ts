import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, VALID_ROOT } from '../schema/fixtureRoots';

const FIXTURE_MIGRATIONS = 'tests/fixtures/schema-migrations/pageTitleKey.ts';
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function copyOfValidRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'schemas-migrate-'));
  cpSync(VALID_ROOT, root, { recursive: true });
  roots.push(root);
  return root;
}

function migrate(root: string, ...extra: string[]) {
  const result = spawnSync('npx', ['tsx', 'scripts/schemas-migrate.ts', '--root', root, ...extra], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return {
    status: result.status,
    lines: result.stdout.trimEnd().split('\n'),
    stderr: result.stderr,
  };
}

const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8');

describe('npm run schemas:migrate', () => {
  it('has nothing to do on shipped-version files', () => {
    const { status, lines } = migrate(copyOfValidRoot(), '--dry-run');
    expect(lines).toEqual(['schemas:migrate: every file is at its current schemaVersion']);
    expect(status).toBe(0);
  });

  it('--dry-run prints the diff of each file it would change and writes nothing', () => {
    const root = copyOfValidRoot();
    const before = read(root, 'schemas/pages/about.json');
    const { status, lines } = migrate(root, '--dry-run', '--migrations', FIXTURE_MIGRATIONS);
    expect(status).toBe(0);
    const about = lines.indexOf('--- schemas/pages/about.json\t(schemaVersion 1)');
    expect(lines.slice(about, about + 11)).toEqual([
      '--- schemas/pages/about.json\t(schemaVersion 1)',
      '+++ schemas/pages/about.json\t(schemaVersion 2)',
      '@@ -1,8 +1,8 @@',
      ' {',
      '-  "schemaVersion": 1,',
      '+  "schemaVersion": 2,',
      '   "id": "about",',
      '   "layout": "default",',
      '-  "meta": { "title": "info:about_title", "dictionaries": ["info"] },',
      '+  "meta": { "dictionaries": ["info"], "titleKey": "info:about_title" },',
      '   "body": {',
    ]);
    expect(lines.filter((l) => l.startsWith('--- '))).toEqual([
      '--- schemas/pages/about.json\t(schemaVersion 1)',
      '--- schemas/pages/home.json\t(schemaVersion 1)',
      '--- schemas/pages/not-found.json\t(schemaVersion 1)',
    ]);
    expect(lines.at(-1)).toBe('schemas:migrate: would migrate 3 files');
    expect(read(root, 'schemas/pages/about.json')).toBe(before);
  });

  it('without --dry-run writes the migrated files, laid out as before, and then has nothing to do', () => {
    const root = copyOfValidRoot();
    const before = read(root, 'schemas/pages/about.json');
    const { status, lines } = migrate(root, '--migrations', FIXTURE_MIGRATIONS);
    expect(status).toBe(0);
    expect(lines.at(-1)).toBe('schemas:migrate: migrated 3 files');
    expect(read(root, 'schemas/pages/about.json')).toBe(
      before
        .replace('"schemaVersion": 1', '"schemaVersion": 2')
        .replace(
          '"meta": { "title": "info:about_title", "dictionaries": ["info"] }',
          '"meta": { "dictionaries": ["info"], "titleKey": "info:about_title" }',
        ),
    );
    expect(migrate(root, '--migrations', FIXTURE_MIGRATIONS).lines).toEqual([
      'schemas:migrate: every file is at its current schemaVersion',
    ]);
  });

  it('names a file it cannot migrate and exits 1, changing nothing', () => {
    const root = copyOfValidRoot();
    const file = join(root, 'schemas/pages/home.json');
    const unknown = read(root, 'schemas/pages/home.json').replace(
      '"schemaVersion": 1',
      '"schemaVersion": 9',
    );
    writeFileSync(file, unknown);
    const { status, lines } = migrate(root, '--migrations', FIXTURE_MIGRATIONS);
    expect(lines).toContain(
      'schemas/pages/home.json#/schemaVersion: schemaVersion 9 is not supported for a page (supported: 1, 2)',
    );
    expect(lines.at(-1)).toBe('schemas:migrate: migrated 2 files; 1 cannot be migrated');
    expect(status).toBe(1);
    expect(read(root, 'schemas/pages/home.json')).toBe(unknown);
  });

  it('refuses an unknown argument with exit code 2', () => {
    const result = migrate(copyOfValidRoot(), '--dryrun');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("schemas:migrate cannot run: unknown argument '--dryrun'");
  });
});
