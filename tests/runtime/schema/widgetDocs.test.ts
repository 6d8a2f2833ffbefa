// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkWidgetDocs,
  formatFinding,
  loadWidgetDocs,
  type LoadedWidgetDocs,
} from '../../../runtime/schema';
import { widgetCatalog } from '../../../widgets/catalog';
import { REPO_ROOT, VALID_ROOT } from '../../schema/fixtureRoots';

const specs = (catalog: readonly { name: string; propsSchema: Record<string, unknown> }[]) =>
  catalog.map((w) => ({ name: w.name, propsSchema: w.propsSchema }));

const heading = {
  name: 'Heading',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['textKey'],
    properties: { textKey: { type: 'string', minLength: 1 }, level: { enum: [1, 2] } },
  },
};
const stack = {
  name: 'Stack',
  propsSchema: { type: 'object', additionalProperties: false, properties: {} },
};
const file = 'widgets/Heading/docs.ts';
const goodHeading = {
  widget: 'Heading',
  description: 'A heading.',
  props: { textKey: 'Dictionary key of the text.', level: 'Heading level.' },
  examples: [{ title: 'Level 1', props: { textKey: 'main:title', level: 1 } }],
};
const goodStack = {
  widget: 'Stack',
  description: 'Nodes one under another.',
  props: {},
  examples: [
    {
      title: 'Two',
      props: {},
      slots: { items: [{ widget: 'Heading', props: { textKey: 'a:b' } }] },
    },
  ],
};
function check(heading_: unknown, stack_: unknown = goodStack): string[] {
  const docs = new Map<string, LoadedWidgetDocs>([
    ['Heading', { file, docs: heading_ }],
    ['Stack', { file: 'widgets/Stack/docs.ts', docs: stack_ }],
  ]);
  return checkWidgetDocs([heading, stack], docs).map(formatFinding);
}

describe('widget docs (description, prop descriptions, examples)', () => {
  it('has docs for every registered widget, each example valid against its props schema', async () => {
    const docs = await loadWidgetDocs(
      join(REPO_ROOT, 'widgets/catalog.ts'),
      widgetCatalog,
      REPO_ROOT,
    );
    expect([...docs.keys()].sort()).toEqual(widgetCatalog.map((w) => w.name).sort());
    expect(checkWidgetDocs(specs(widgetCatalog), docs).map(formatFinding)).toEqual([]);
    expect(docs.get('Stack')?.file).toBe('widgets/Stack/docs.ts');
  });

  it('passes complete docs', () => {
    expect(check(goodHeading)).toEqual([]);
  });

  it('names a registered widget without docs', () => {
    const docs = new Map<string, LoadedWidgetDocs>([
      ['Stack', { file: 'widgets/Stack/docs.ts', docs: goodStack }],
    ]);
    expect(checkWidgetDocs([heading, stack], docs).map(formatFinding)).toEqual([
      'widgets/Heading/docs.ts: widget Heading has no description and examples: add widgets/Heading/docs.ts exporting widgetDocs',
    ]);
  });

  it('names a missing description, an undescribed prop and a described prop that does not exist', () => {
    expect(
      check({ ...goodHeading, description: ' ', props: { textKey: 'Key.', colour: 'Red.' } }),
    ).toEqual([
      'widgets/Heading/docs.ts#/description: widget Heading has no description',
      "widgets/Heading/docs.ts#/props/level: widget Heading: prop 'level' has no description",
      "widgets/Heading/docs.ts#/props/colour: widget Heading has no prop 'colour' to describe",
    ]);
  });

  it('accepts a description written in the props schema itself', () => {
    const described = {
      ...heading,
      propsSchema: {
        ...heading.propsSchema,
        properties: {
          ...heading.propsSchema.properties,
          level: { enum: [1, 2], description: 'Level.' },
        },
      },
    };
    const docs = new Map<string, LoadedWidgetDocs>([
      ['Heading', { file, docs: { ...goodHeading, props: { textKey: 'Key.' } } }],
      ['Stack', { file: 'widgets/Stack/docs.ts', docs: goodStack }],
    ]);
    expect(checkWidgetDocs([described, stack], docs)).toEqual([]);
  });

  it('refuses no examples, an example without a title, and example props the schema refuses', () => {
    expect(check({ ...goodHeading, examples: [] })).toEqual([
      'widgets/Heading/docs.ts#/examples: widget Heading has no examples',
    ]);
    expect(
      check({
        ...goodHeading,
        examples: [{ props: {} }, { title: 'Deep', props: { textKey: 'a:b', level: 7, size: 1 } }],
      }),
    ).toEqual([
      'widgets/Heading/docs.ts#/examples/0: widget Heading: example 1 needs a title and a props object',
      "widgets/Heading/docs.ts#/examples/1/props/size: Heading props: unknown property 'size' (allowed: textKey, level)",
      'widgets/Heading/docs.ts#/examples/1/props/level: Heading props: must be one of: 1, 2',
    ]);
  });

  it('checks the nodes of an example slot against their own widgets', () => {
    const slotted = {
      ...goodStack,
      examples: [
        {
          title: 'Broken children',
          props: {},
          slots: { items: [{ widget: 'Heading', props: {} }, { widget: 'Headng' }, { props: {} }] },
        },
      ],
    };
    expect(check(goodHeading, slotted)).toEqual([
      "widgets/Stack/docs.ts#/examples/0/slots/items/0/props/textKey: Heading props: must have required property 'textKey'",
      "widgets/Stack/docs.ts#/examples/0/slots/items/1/widget: unknown widget 'Headng'",
      "widgets/Stack/docs.ts#/examples/0/slots/items/2: a slot node needs a 'widget' name",
    ]);
  });

  it('names docs of a widget that is not registered', () => {
    const docs = new Map<string, LoadedWidgetDocs>([
      ['Heading', { file, docs: goodHeading }],
      ['Stack', { file: 'widgets/Stack/docs.ts', docs: goodStack }],
      ['Gone', { file: 'widgets/Gone/docs.ts', docs: { ...goodStack, widget: 'Gone' } }],
    ]);
    expect(checkWidgetDocs([heading, stack], docs).map(formatFinding)).toEqual([
      "widgets/Gone/docs.ts#/widget: names widget 'Gone', which is not registered in widgets/catalog.ts",
    ]);
  });

  it(
    'schemas:check fails on the broken fixture catalog, naming each widget and place',
    // A cap, not a measure: a second Node process loads the whole schema check; on a 2-core
    // machine at a load of 30 it took over 30 s.
    { timeout: 120_000 },
    () => {
      const result = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/schemas-check.ts',
          '--root',
          VALID_ROOT,
          '--widgets',
          'tests/fixtures/widget-docs/catalog.ts',
        ],
        { cwd: REPO_ROOT, encoding: 'utf8' },
      );
      expect(result.stdout.trim().split('\n')).toEqual([
        "tests/fixtures/widget-docs/Heading/docs.ts#/props/level: widget Heading: prop 'level' has no description",
        'tests/fixtures/widget-docs/Heading/docs.ts#/examples/1/props/level: Heading props: must be one of: 1, 2, 3',
        'tests/fixtures/widget-docs/Snowfall/docs.ts: widget Snowfall has no description and examples: add tests/fixtures/widget-docs/Snowfall/docs.ts exporting widgetDocs',
        'schemas:check: 3 findings in 2 files',
      ]);
      expect(result.status).toBe(1);
    },
  );
});
