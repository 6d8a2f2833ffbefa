// `npm run schemas:migrate [-- --dry-run] [--root <dir>] [--migrations <module.ts>]`: brings every
// schema and config file of a content root (default: this repository) up to the schemaVersion
// the runtime reads, through the migrations of runtime/schema/migrations. --dry-run prints a
// diff of each file it would change and writes nothing; without it the files are rewritten
// (formatted with the project's Prettier settings, each object laid out as it was). --migrations names a module exporting
// `supported` and `migrations` in place of the shipped ones (tests). Exit 0 when every file is
// current or migrated, 1 when a file cannot be migrated, 2 on bad arguments.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';
import { keepJsonLayout } from './lib/keepJsonLayout';
import {
  migrateDocument,
  readContentSet,
  type MigratableKind,
  type VersionPolicy,
} from '../runtime/schema';

interface Args {
  root: string;
  dryRun: boolean;
  migrations?: string;
}

const USAGE = 'usage: schemas-migrate [--dry-run] [--root <dir>] [--migrations <module.ts>]';

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { root: process.cwd(), dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === '--dry-run') args.dryRun = true;
    else if ((flag === '--root' || flag === '--migrations') && value && !value.startsWith('--')) {
      args[flag === '--root' ? 'root' : 'migrations'] = value;
      i++;
    } else throw new Error(`unknown argument '${flag}' (${USAGE})`);
  }
  return args;
}

async function loadPolicy(path: string | undefined): Promise<VersionPolicy> {
  if (!path) return {};
  const mod = (await import(pathToFileURL(resolve(path)).href)) as VersionPolicy;
  if (typeof mod.supported !== 'object' || typeof mod.migrations !== 'object') {
    throw new Error(`${path} must export supported and migrations`);
  }
  return { supported: mod.supported, migrations: mod.migrations };
}

/** Every versioned file of the root with its kind. */
function versionedFiles(root: string): { file: string; kind: MigratableKind; data: unknown }[] {
  const set = readContentSet(root);
  return [
    ...(set.routes ? [{ ...set.routes, kind: 'routes' as const }] : []),
    ...set.pages.map((f) => ({ ...f, kind: 'page' as const })),
    ...set.layouts.map((f) => ({ ...f, kind: 'layout' as const })),
    ...set.parts.map((f) => ({ ...f, kind: 'part' as const })),
    ...set.brands.flatMap((b) => [
      ...(b.site ? [{ ...b.site, kind: 'site' as const }] : []),
      ...(b.brandBook ? [{ ...b.brandBook, kind: 'brandBook' as const }] : []),
    ]),
  ];
}

/** A unified diff (as `diff -u` prints it) of one file's migration. */
function printDiff(file: string, from: number, to: number, before: string, after: string): void {
  const patch = createTwoFilesPatch(
    file,
    file,
    before,
    after,
    `(schemaVersion ${from})`,
    `(schemaVersion ${to})`,
    { context: 3, headerOptions: FILE_HEADERS_ONLY },
  );
  console.log(patch.trimEnd());
}

async function main(): Promise<number> {
  let args: Args;
  let policy: VersionPolicy;
  try {
    args = parseArgs(process.argv.slice(2));
    policy = await loadPolicy(args.migrations);
  } catch (error) {
    console.error(`schemas:migrate cannot run: ${(error as Error).message}`);
    return 2;
  }
  const root = resolve(args.root);
  let changed = 0;
  let failed = 0;
  for (const { file, kind, data } of versionedFiles(root)) {
    const outcome = migrateDocument(kind, data, policy);
    if (outcome.problem) {
      console.log(`${file}#${outcome.problem.pointer}: ${outcome.problem.message}`);
      failed++;
      continue;
    }
    if (!outcome.changed) continue;
    changed++;
    const path = join(root, file);
    const before = readFileSync(path, 'utf8');
    // A root outside the project (tests) has no Prettier config of its own: use the project's.
    const options =
      (await prettier.resolveConfig(path)) ??
      (await prettier.resolveConfig(fileURLToPath(import.meta.url))) ??
      {};
    const after = await prettier.format(keepJsonLayout(outcome.document, before), {
      ...options,
      filepath: path,
    });
    printDiff(file, outcome.from!, outcome.to!, before.trimEnd(), after.trimEnd());
    if (!args.dryRun) writeFileSync(path, after);
  }
  const verb = args.dryRun ? 'would migrate' : 'migrated';
  console.log(
    changed === 0 && failed === 0
      ? 'schemas:migrate: every file is at its current schemaVersion'
      : `schemas:migrate: ${verb} ${changed} file${changed === 1 ? '' : 's'}${failed ? `; ${failed} cannot be migrated` : ''}`,
  );
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
