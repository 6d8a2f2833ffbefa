// The client's validators are generated from the schemas without their annotations: the words
// go, every keyword that decides a verdict stays.
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../runtime/schema/ajvFactory';
import { CONTRACT_SCHEMAS, SCHEMA_ID_BY_KIND } from '../../runtime/schema/schemaSources';
import { withoutAnnotations } from '../../runtime/schema/withoutAnnotations';

describe('withoutAnnotations', () => {
  it('drops description, title, examples and $comment at every schema position', () => {
    const schema = {
      title: 'T',
      description: 'D',
      $comment: 'C',
      type: 'object',
      properties: {
        // A property named like an annotation is data: kept, its own annotations dropped.
        description: { type: 'string', description: 'the text', examples: ['x'] },
        kind: { enum: ['description', 'title'], default: 'title', description: 'k' },
        list: { type: 'array', items: { description: 'i', const: 1 } },
        either: { anyOf: [{ title: 'a', type: 'string' }, { type: 'null' }] },
      },
      $defs: { lng: { description: 'language', pattern: '^[a-z]{2}$' } },
      additionalProperties: { description: 'rest', type: 'number' },
      if: { title: 'if' },
      then: { description: 'then' },
      else: { description: 'else' },
      not: { description: 'not', const: 2 },
    };
    expect(withoutAnnotations(schema)).toEqual({
      type: 'object',
      properties: {
        description: { type: 'string' },
        kind: { enum: ['description', 'title'], default: 'title' },
        list: { type: 'array', items: { const: 1 } },
        either: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      },
      $defs: { lng: { pattern: '^[a-z]{2}$' } },
      additionalProperties: { type: 'number' },
      if: {},
      then: {},
      else: {},
      not: { const: 2 },
    });
    // The input is left as it was.
    expect(schema.properties.description.description).toBe('the text');
  });

  it('leaves no annotation in any contract schema and keeps every other keyword', () => {
    const words = /"(description|title|examples|\$comment)":"/;
    for (const schema of CONTRACT_SCHEMAS) {
      const stripped = JSON.stringify(withoutAnnotations(schema));
      expect(stripped).not.toMatch(words);
      const keywords = (text: string) =>
        [...text.matchAll(/"(enum|const|pattern|required|\$ref|type|minimum|maximum)":/g)].length;
      expect(keywords(stripped)).toBe(keywords(JSON.stringify(schema)));
    }
  });

  it('gives the same verdicts as the annotated contracts', () => {
    const full = createAjv();
    const bare = createAjv({ standalone: true });
    const samples: [string, unknown][] = [
      [SCHEMA_ID_BY_KIND.layout, { schemaVersion: 1, id: 'default', body: { widget: 'Stack' } }],
      [SCHEMA_ID_BY_KIND.layout, { schemaVersion: 1, id: 'nope', body: { widget: 'Stack' } }],
      [SCHEMA_ID_BY_KIND.routes, { schemaVersion: 1, routes: [] }],
      [SCHEMA_ID_BY_KIND.routes, { schemaVersion: 1, routes: [{ id: 'x' }] }],
      [SCHEMA_ID_BY_KIND.site, { schemaVersion: 1 }],
    ];
    for (const [id, data] of samples)
      expect(bare.getSchema(id)!(data), `${id} ${JSON.stringify(data)}`).toBe(
        full.getSchema(id)!(data),
      );
  });
});
