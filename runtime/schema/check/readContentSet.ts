// Reads a content root from disk into a ContentSet. Malformed JSON becomes a finding with line
// and column rather than an exception, so one bad file never hides the others.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Finding } from '../finding.ts';
import type { BrandContent, ContentFile, ContentSet, DictionaryFile } from './contentSet.ts';
import { parseJsonWithLocation } from './jsonSyntax.ts';

export function readContentSet(rootDir: string): ContentSet {
  const readFindings: Finding[] = [];
  const rel = (abs: string) => relative(rootDir, abs).split(sep).join('/');

  const readJson = (abs: string): ContentFile | undefined => {
    let text: string;
    try {
      text = readFileSync(abs, 'utf8');
    } catch (error) {
      readFindings.push({
        file: rel(abs),
        pointer: '',
        message: `cannot be read: ${(error as Error).message}`,
      });
      return undefined;
    }
    const parsed = parseJsonWithLocation(text);
    if (!parsed.ok) {
      readFindings.push({
        file: rel(abs),
        pointer: '',
        message: `invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`,
      });
      return undefined;
    }
    return { file: rel(abs), data: parsed.value };
  };

  const jsonFilesIn = (dir: string): ContentFile[] =>
    listDir(dir)
      .filter((name) => name.endsWith('.json') && isFile(join(dir, name)))
      .flatMap((name) => readJson(join(dir, name)) ?? []);

  const dictionariesIn = (localesDir: string): DictionaryFile[] =>
    subfolders(localesDir).flatMap((language) =>
      jsonFilesIn(join(localesDir, language)).map((f) => ({
        ...f,
        language,
        namespace: f.file.slice(f.file.lastIndexOf('/') + 1, -'.json'.length),
      })),
    );

  const routesPath = join(rootDir, 'schemas', 'routes.json');
  const routes = existsSync(routesPath) ? readJson(routesPath) : undefined;
  if (!existsSync(routesPath)) {
    readFindings.push({ file: 'schemas/routes.json', pointer: '', message: 'file is missing' });
  }

  const brandsDir = join(rootDir, 'configs', 'brands');
  const brands: BrandContent[] = subfolders(brandsDir).map((id) => {
    const dir = join(brandsDir, id);
    const optional = (name: string) => {
      const abs = join(dir, name);
      if (existsSync(abs)) return readJson(abs);
      readFindings.push({ file: rel(abs), pointer: '', message: 'file is missing' });
      return undefined;
    };
    return {
      id,
      site: optional('site.json'),
      brandBook: optional('brandbook.json'),
      overrides: dictionariesIn(join(dir, 'overrides', 'locales')),
    };
  });

  const localesDir = join(rootDir, 'configs', 'locales');
  return {
    rootDir,
    routes,
    pages: jsonFilesIn(join(rootDir, 'schemas', 'pages')),
    layouts: jsonFilesIn(join(rootDir, 'schemas', 'layouts')),
    parts: jsonFilesIn(join(rootDir, 'schemas', 'parts')),
    brands,
    dictionaries: dictionariesIn(localesDir),
    languages: subfolders(localesDir),
    readFindings,
  };
}

function listDir(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

function isFile(path: string): boolean {
  return statSync(path).isFile();
}

function subfolders(dir: string): string[] {
  return listDir(dir).filter((name) => statSync(join(dir, name)).isDirectory());
}
