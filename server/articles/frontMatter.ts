// An article file's front matter (YAML between `---` lines), parsed with `yaml` and checked with
// ajv; every problem carries the file line it is on.
import Ajv from 'ajv';
import { LineCounter, parseDocument, isMap, isScalar, type Node } from 'yaml';
import { closedObjectSchema } from '../../domain/contract/jsonSchema';

export interface ArticleFrontMatter {
  title: string;
  description: string;
  date?: string;
  tags?: string[];
  image?: string;
  order?: number;
  seo?: { title: string; text: string };
  /** A landing's call to action: its button's words and the site path it opens. */
  cta?: { label: string; to: string };
}

const frontMatterSchema = closedObjectSchema(['title', 'description'], {
  title: { type: 'string', minLength: 1, maxLength: 120 },
  description: { type: 'string', minLength: 1, maxLength: 320 },
  date: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
  tags: {
    type: 'array',
    maxItems: 8,
    items: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,39}$' },
  },
  image: { type: 'string', pattern: '^/content/[A-Za-z0-9/_.-]+\\.(svg|png|jpg|webp)$' },
  order: { type: 'integer', minimum: 0, maximum: 9999 },
  seo: closedObjectSchema(['title', 'text'], {
    title: { type: 'string', minLength: 1, maxLength: 120 },
    text: { type: 'string', minLength: 1, maxLength: 2000 },
  }),
  cta: closedObjectSchema(['label', 'to'], {
    label: { type: 'string', minLength: 1, maxLength: 60 },
    // A site path without the language, as Markdown links write them ('/registration').
    to: { type: 'string', pattern: '^/[a-z0-9][a-z0-9/_-]{0,199}$' },
  }),
});

const ajv = new Ajv({ allErrors: true });
const validate = ajv.compile<ArticleFrontMatter>(frontMatterSchema);

export interface SplitArticle {
  frontMatter?: ArticleFrontMatter;
  body: string;
  /** The file line the body starts on. */
  bodyLine: number;
  problems: { line: number; message: string }[];
}

/** Splits and checks a Markdown file's text. */
export function splitArticle(text: string): SplitArticle {
  const normalised = text.replace(/\r\n/g, '\n');
  const m = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(normalised);
  if (!m) {
    return {
      body: normalised,
      bodyLine: 1,
      problems: [{ line: 1, message: 'no front matter: the file must start with a --- block' }],
    };
  }
  const yamlText = m[1]!;
  const bodyLine = yamlText.split('\n').length + 3;
  const body = normalised.slice(m[0].length);
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  const problems: { line: number; message: string }[] = [];
  // The YAML starts on file line 2, after the opening ---.
  const fileLine = (offset: number | undefined) => lineCounter.linePos(offset ?? 0).line + 1;
  for (const error of doc.errors) {
    problems.push({
      line: fileLine(error.pos[0]),
      message: `front matter: ${error.message.split('\n')[0]}`,
    });
  }
  if (problems.length > 0) return { body, bodyLine, problems };
  const data: unknown = doc.toJS();
  if (!validate(data)) {
    for (const error of validate.errors ?? []) {
      const params = error.params as { additionalProperty?: string; missingProperty?: string };
      const key = error.instancePath.split('/')[1] ?? params.additionalProperty ?? '';
      const node = key ? findKey(doc.contents, key) : undefined;
      const line = node ? fileLine(node.range?.[0]) : 2;
      let message: string;
      if (params.additionalProperty) message = `unknown field '${params.additionalProperty}'`;
      else if (params.missingProperty) message = `missing '${params.missingProperty}'`;
      else message = `'${error.instancePath.slice(1)}' ${error.message ?? 'is invalid'}`;
      problems.push({ line, message: `front matter: ${message}` });
    }
    return { body, bodyLine, problems };
  }
  return { frontMatter: data, body, bodyLine, problems };
}

function findKey(contents: unknown, key: string): Node | undefined {
  if (!isMap(contents)) return undefined;
  for (const pair of contents.items) {
    if (isScalar(pair.key) && pair.key.value === key) return pair.key;
  }
  return undefined;
}
