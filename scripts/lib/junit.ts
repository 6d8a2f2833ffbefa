// JUnit XML for CI reports (schemas:check --junit, qa:matrix): the common subset CI systems read
// (testsuites > testsuite > testcase > failure), with every text escaped for XML.

export interface JUnitFailure {
  /** One line: shown as the failure's title. */
  message: string;
  /** The details (several lines allowed). */
  body?: string;
}

export interface JUnitCase {
  name: string;
  classname: string;
  /** Seconds. */
  time?: number;
  failures: JUnitFailure[];
}

export interface JUnitSuite {
  name: string;
  /** Seconds. */
  time?: number;
  cases: JUnitCase[];
}

/** Escapes text for an XML attribute or element, dropping characters XML 1.0 cannot hold. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

function seconds(time: number | undefined): string {
  return (time ?? 0).toFixed(3);
}

export function junitXml(name: string, suites: readonly JUnitSuite[]): string {
  const count = (pick: (c: JUnitCase) => number) =>
    suites.reduce((n, s) => n + s.cases.reduce((m, c) => m + pick(c), 0), 0);
  const tests = count(() => 1);
  const failures = count((c) => (c.failures.length > 0 ? 1 : 0));
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${escapeXml(name)}" tests="${tests}" failures="${failures}" errors="0" time="${seconds(suites.reduce((t, s) => t + (s.time ?? 0), 0))}">`,
  ];
  for (const suite of suites) {
    const suiteFailures = suite.cases.filter((c) => c.failures.length > 0).length;
    lines.push(
      `  <testsuite name="${escapeXml(suite.name)}" tests="${suite.cases.length}" failures="${suiteFailures}" errors="0" skipped="0" time="${seconds(suite.time)}">`,
    );
    for (const testCase of suite.cases) {
      const open = `    <testcase name="${escapeXml(testCase.name)}" classname="${escapeXml(testCase.classname)}" time="${seconds(testCase.time)}"`;
      if (testCase.failures.length === 0) {
        lines.push(`${open}/>`);
        continue;
      }
      lines.push(`${open}>`);
      for (const failure of testCase.failures) {
        lines.push(
          `      <failure message="${escapeXml(failure.message)}" type="finding">${escapeXml(failure.body ?? failure.message)}</failure>`,
        );
      }
      lines.push('    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}
