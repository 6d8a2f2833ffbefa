import { describe, expect, it } from 'vitest';
import {
  examplePage,
  propRows,
  searchWidgets,
  typeLabel,
} from '../../../app/studio/catalogue/catalogueModel';
import type { WidgetEntry } from '../../../domain/studio/contract';

const heading: WidgetEntry = {
  name: 'Heading',
  description: 'A heading of a chosen level with a dictionary text.',
  propsSchema: {
    type: 'object',
    required: ['textKey'],
    properties: {
      textKey: {
        type: 'string',
        minLength: 1,
        'x-i18n-key': true,
        description: 'Key of the text.',
      },
      level: { enum: [1, 2, 3], default: 2, description: 'Heading level.' },
    },
  },
  examples: [{ title: 'Title', props: { textKey: 'info:about_title', level: 1 } }],
  usedBy: [],
};
const stack: WidgetEntry = {
  name: 'Stack',
  description: "A vertical stack of the nodes of its 'items' slot.",
  propsSchema: { type: 'object', properties: { gap: { enum: ['small', 'large'] } } },
  examples: [],
  usedBy: [],
};

describe('widget catalogue model', () => {
  it('reads each prop: type, default, required and description', () => {
    expect(propRows(heading.propsSchema)).toEqual([
      { name: 'textKey', type: 'text key', required: true, description: 'Key of the text.' },
      {
        name: 'level',
        type: '1 | 2 | 3',
        default: '2',
        required: false,
        description: 'Heading level.',
      },
    ]);
    expect(propRows({ type: 'object' })).toEqual([]);
  });

  it('names types in words', () => {
    expect(typeLabel({ type: 'boolean' })).toBe('boolean');
    expect(typeLabel({ type: 'array', items: { type: 'string', 'x-i18n-key': true } })).toBe(
      'array of text key',
    );
    expect(
      typeLabel({ type: 'array', items: { type: 'object', properties: { to: {}, labelKey: {} } } }),
    ).toBe('array of { to, labelKey }');
    expect(typeLabel({ type: 'string', pattern: '^a' })).toBe('string (pattern)');
    expect(typeLabel({ const: 1 })).toBe('1');
  });

  it('searches names, descriptions and prop names, every word', () => {
    expect(searchWidgets([heading, stack], '').map((w) => w.name)).toEqual(['Heading', 'Stack']);
    expect(searchWidgets([heading, stack], 'vertical').map((w) => w.name)).toEqual(['Stack']);
    expect(searchWidgets([heading, stack], 'LEVEL heading').map((w) => w.name)).toEqual([
      'Heading',
    ]);
    expect(searchWidgets([heading, stack], 'gap level')).toEqual([]);
  });

  it("wraps an example in a page on the empty layout with its text keys' dictionaries", () => {
    expect(examplePage('Heading', heading.examples[0] as object)).toEqual({
      schemaVersion: 1,
      id: 'studio-example',
      layout: 'empty',
      meta: { dictionaries: ['info', 'main'] },
      body: { widget: 'Heading', props: { textKey: 'info:about_title', level: 1 } },
    });
    const slotted = examplePage('Stack', {
      props: {},
      slots: { items: [{ widget: 'RichText', props: { textKey: 'limits:intro' } }] },
    });
    expect(slotted.body).toEqual({
      widget: 'Stack',
      slots: { items: [{ widget: 'RichText', props: { textKey: 'limits:intro' } }] },
    });
    expect(slotted.meta).toEqual({ dictionaries: ['limits', 'main'] });
  });
});
