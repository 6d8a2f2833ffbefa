// schemas:check's machine-readable outputs: `--format json` and `--junit <file>`, on the valid
// fixture and on broken fixtures.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { escapeXml, junitXml } from '../../scripts/lib/junit';
import {
  FIXTURE_WIDGETS_FILE,
  REPO_ROOT,
  VALID_ROOT,
  materialiseCase,
  removeMaterialisedCases,
} from './fixtureRoots';

const outDir = mkdtempSync(join(tmpdir(), 'schemas-reports-'));
afterAll(() => {
  removeMaterialisedCases();
  rmSync(outDir, { recursive: true, force: true });
});

function runCli(root: string, ...extra: string[]) {
  const result = spawnSync(
    'npx',
    [
      'tsx',
      'scripts/schemas-check.ts',
      '--root',
      root,
      '--widgets',
      FIXTURE_WIDGETS_FILE,
      ...extra,
    ],
    { cwd: REPO_ROOT, encoding: 'utf8' },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('schemas:check --format json', () => {
  it('prints one JSON document with ok, the checked files and no findings on the valid fixture', () => {
    const { status, stdout } = runCli(VALID_ROOT, '--format', 'json');
    const report = JSON.parse(stdout) as {
      ok: boolean;
      files: string[];
      findings: unknown[];
      counts: Record<string, number>;
    };
    expect(report.ok).toBe(true);
    expect(report.findings).toEqual([]);
    expect(report.files).toContain('schemas/routes.json');
    expect(report.files).toContain('schemas/pages/about.json');
    expect(report.counts).toEqual({
      files: report.files.length,
      findings: 0,
      filesWithFindings: 0,
      widgets: 5,
    });
    expect(status).toBe(0);
  });

  it('lists each finding with file, pointer and message and exits 1', () => {
    const { status, stdout } = runCli(materialiseCase('bad-props'), '--format', 'json');
    const report = JSON.parse(stdout) as { ok: boolean; findings: unknown[]; counts: object };
    expect(report.ok).toBe(false);
    expect(report.findings).toEqual([
      {
        file: 'schemas/pages/not-found.json',
        pointer: '/body/slots/main/0/props/text',
        message: "Heading props: must have required property 'text'",
      },
      {
        file: 'schemas/pages/not-found.json',
        pointer: '/body/slots/main/0/props/colour',
        message: "Heading props: unknown property 'colour' (allowed: text, level)",
      },
      {
        file: 'schemas/pages/not-found.json',
        pointer: '/body/slots/main/0/props/level',
        message: 'Heading props: must be one of: 1, 2, 3',
      },
    ]);
    expect(report.counts).toMatchObject({ findings: 3, filesWithFindings: 1 });
    expect(status).toBe(1);
  });

  it('reports malformed JSON as a finding of that file', () => {
    const { status, stdout } = runCli(materialiseCase('malformed-json'), '--format', 'json');
    const report = JSON.parse(stdout) as { files: string[]; findings: { file: string }[] };
    expect(report.findings).toHaveLength(1);
    expect(report.findings[0]!.file).toBe('schemas/pages/about.json');
    expect(report.files).toContain('schemas/pages/about.json');
    expect(status).toBe(1);
  });

  it('refuses an unknown format with exit code 2', () => {
    const { status, stderr } = runCli(VALID_ROOT, '--format', 'yaml');
    expect(stderr).toContain("schemas:check cannot run: unknown format 'yaml'");
    expect(status).toBe(2);
  });
});

describe('schemas:check --junit', () => {
  it('writes one passing testcase per checked file next to the plain output', () => {
    const file = join(outDir, 'valid', 'schemas.xml');
    const { status, stdout } = runCli(VALID_ROOT, '--junit', file);
    expect(stdout.trim()).toBe(
      'schemas:check: no findings (14 schema and config files, 6 dictionaries, 5 widgets)',
    );
    const xml = readFileSync(file, 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<testsuites name="schemas:check" tests="21" failures="0"');
    expect(xml).toContain('<testcase name="schemas/routes.json" classname="schemas:check"');
    expect(xml).not.toContain('<failure');
    expect(status).toBe(0);
  });

  it('fails the broken file with a failure per finding carrying pointer and message', () => {
    const file = join(outDir, 'bad-props.xml');
    const { status } = runCli(materialiseCase('bad-props'), '--junit', file, '--format', 'json');
    const xml = readFileSync(file, 'utf8');
    expect(xml).toContain('failures="1"');
    const broken =
      /<testcase name="schemas\/pages\/not-found.json"[^>]*>([\s\S]*?)<\/testcase>/.exec(xml);
    expect(broken).not.toBeNull();
    const failures = broken![1]!.match(/<failure /g) ?? [];
    expect(failures).toHaveLength(3);
    expect(broken![1]).toContain(
      'message="/body/slots/main/0/props/colour: Heading props: unknown property &apos;colour&apos; (allowed: text, level)"',
    );
    expect(status).toBe(1);
  });

  it('refuses --junit without a file', () => {
    const { status, stderr } = runCli(VALID_ROOT, '--junit');
    expect(stderr).toContain("unknown argument '--junit'");
    expect(status).toBe(2);
  });
});

describe('junitXml', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml('a<b>&"c"\'d\'\u0001')).toBe('a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;');
    const xml = junitXml('x', [
      {
        name: 's',
        cases: [{ name: '<n>', classname: 'c', failures: [{ message: 'm&', body: 'b<' }] }],
      },
    ]);
    expect(xml).toContain('<testcase name="&lt;n&gt;" classname="c" time="0.000">');
    expect(xml).toContain('<failure message="m&amp;" type="finding">b&lt;</failure>');
  });
});
