// Machine-readable reports of schemas:check: the JSON document of `--format json` and the JUnit
// XML of `--junit <file>` (one testcase per checked file, a failure per finding).
import { formatFinding, type ContentSet, type Finding } from '../../runtime/schema';
import { junitXml } from './junit';

export interface SchemasJsonReport {
  ok: boolean;
  /** Every file the check read, sorted. */
  files: string[];
  findings: Finding[];
  counts: { files: number; findings: number; filesWithFindings: number; widgets: number };
}

/** Every file a check covered: the content set's files and any file a finding names. */
export function checkedFiles(content: ContentSet, findings: readonly Finding[]): string[] {
  const files = new Set<string>();
  if (content.routes) files.add(content.routes.file);
  for (const f of [...content.pages, ...content.layouts, ...content.parts, ...content.dictionaries])
    files.add(f.file);
  for (const brand of content.brands) {
    if (brand.site) files.add(brand.site.file);
    if (brand.brandBook) files.add(brand.brandBook.file);
    for (const o of brand.overrides) files.add(o.file);
  }
  for (const f of findings) files.add(f.file);
  return [...files].sort();
}

export function schemasJsonReport(
  content: ContentSet,
  findings: readonly Finding[],
  widgets: number,
): SchemasJsonReport {
  const files = checkedFiles(content, findings);
  return {
    ok: findings.length === 0,
    files,
    findings: findings.map(({ file, pointer, message }) => ({ file, pointer, message })),
    counts: {
      files: files.length,
      findings: findings.length,
      filesWithFindings: new Set(findings.map((f) => f.file)).size,
      widgets,
    },
  };
}

export function schemasJUnit(
  files: readonly string[],
  findings: readonly Finding[],
  seconds: number,
): string {
  return junitXml('schemas:check', [
    {
      name: 'schemas:check',
      time: seconds,
      cases: files.map((file) => ({
        name: file,
        classname: 'schemas:check',
        failures: findings
          .filter((f) => f.file === file)
          .map((f) => ({
            message: `${f.pointer === '' ? '' : `${f.pointer}: `}${f.message}`,
            body: formatFinding(f),
          })),
      })),
    },
  ]);
}
