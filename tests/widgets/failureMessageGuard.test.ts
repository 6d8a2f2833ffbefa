// A failed action's `message` is English for logs: widgets word a failure from its reason
// (useFailureText). This finds, with the type checker, every widget that reads `message` off an
// ActionFailure (stores/actionResult.ts) or an ApiFailure (runtime/api/types.ts), wherever it then
// goes (state, a prop, JSX). A store that copies the message into a type of its own escapes it.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const FAILURE_TYPES = [
  { file: 'stores/actionResult.ts', name: 'ActionFailure' },
  { file: 'runtime/api/types.ts', name: 'ApiFailure' },
];

function widgetFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return widgetFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** `file:line` of every read of a failure's `message` in the widgets. */
function failureMessageReads(): string[] {
  const configPath = path.join(ROOT, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const program = ts.createProgram(widgetFiles(path.join(ROOT, 'widgets')), options);
  const checker = program.getTypeChecker();
  const isFailureMessage = (declaration: ts.Declaration) => {
    const owner = declaration.parent;
    const file = path.relative(ROOT, declaration.getSourceFile().fileName);
    return (
      ts.isInterfaceDeclaration(owner) &&
      FAILURE_TYPES.some((t) => t.file === file && t.name === owner.name.text)
    );
  };
  const reads: string[] = [];
  for (const source of program.getSourceFiles()) {
    const file = path.relative(ROOT, source.fileName);
    if (!file.startsWith('widgets/') || !file.endsWith('.tsx')) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && node.name.text === 'message') {
        const symbol = checker.getSymbolAtLocation(node.name);
        const declarations = symbol?.declarations ?? [];
        if (declarations.some(isFailureMessage)) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          reads.push(`${file}:${line + 1}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return reads;
}

/**
 * Widgets whose wording of failures belongs to other work in progress. Each must still read a
 * message: once it does not, its entry goes.
 */
const CONVERTED_ELSEWHERE: string[] = [];

describe('failure messages in widgets', () => {
  let reads: string[] = [];
  // One type-checked program of the widgets and what they import: a few seconds.
  beforeAll(() => {
    reads = failureMessageReads();
  }, 120_000);
  const fileOf = (read: string) => read.slice(0, read.lastIndexOf(':'));

  it('no widget reads the English message of a failed action or API call', () => {
    expect(reads.filter((read) => !CONVERTED_ELSEWHERE.includes(fileOf(read)))).toEqual([]);
  });

  it('lists only widgets that still read one as converted elsewhere', () => {
    const stillReading = new Set(reads.map(fileOf));
    expect(CONVERTED_ELSEWHERE.filter((file) => !stillReading.has(file))).toEqual([]);
  });
});
