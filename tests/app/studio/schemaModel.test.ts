import { describe, expect, it } from 'vitest';
import {
  isTextKey,
  orderedBySchema,
  propertyChoices,
  requiredStarter,
  schemasAt,
  valueChoices,
} from '../../../app/studio/editor/schemaModel';
import { localFindings } from '../../../app/studio/editor/localCheck';
import { widgetCatalog } from '../../../widgets/catalog';

const widgets = new Map(widgetCatalog.map((w) => [w.name, w.propsSchema]));
const heading = widgets.get('Heading')!;
const page = {
  schemaVersion: 1,
  id: 'p',
  body: {
    widget: 'Stack',
    slots: { items: [{ widget: 'Heading', props: { textKey: 'home:hero_title' } }] },
  },
};

describe('the editor reads the runtime schemas', () => {
  it('offers a page its properties, required first', () => {
    const names = propertyChoices(schemasAt('page', page, '', widgets)).map((c) => c.name);
    expect(names.slice(0, 3).sort()).toEqual(['body', 'id', 'schemaVersion']);
    expect(names).toContain('meta');
  });

  it("gives a widget node's props the widget's own props schema", () => {
    const at = '/body/slots/items/0/props';
    expect(propertyChoices(schemasAt('page', page, at, widgets)).map((c) => c.name)).toEqual([
      'textKey',
      'level',
    ]);
    expect(valueChoices(schemasAt('page', page, `${at}/level`, widgets))).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect(isTextKey(schemasAt('page', page, `${at}/textKey`, widgets))).toBe(true);
    expect(isTextKey(schemasAt('page', page, '/id', widgets))).toBe(false);
  });

  it('follows $ref across the contract files (a node inside slots)', () => {
    const names = propertyChoices(schemasAt('page', page, '/body/slots/items/0', widgets)).map(
      (c) => c.name,
    );
    expect(names).toEqual(expect.arrayContaining(['widget', 'props', 'visibleIf', 'slots']));
  });

  it('shows keys in the order the schemas declare them, unknown ones last', () => {
    const stored = {
      id: 'p',
      body: { props: { level: 2, textKey: 'home:hero_title' }, widget: 'Heading', extra: 1 },
      schemaVersion: 1,
    };
    const ordered = orderedBySchema('page', stored, widgets) as typeof stored;
    expect(Object.keys(ordered)).toEqual(['schemaVersion', 'id', 'body']);
    expect(Object.keys(ordered.body)).toEqual(['widget', 'props', 'extra']);
    expect(Object.keys(ordered.body.props)).toEqual(['textKey', 'level']);
    expect(ordered).toEqual(stored);
  });

  it('fills the required props of a new widget', () => {
    expect(requiredStarter(heading)).toEqual({ textKey: '' });
  });

  it('checks at once in the words of schemas:check', () => {
    const bad = structuredClone(page);
    (bad.body.slots.items[0]!.props as Record<string, unknown>).level = 9;
    const file = 'schemas/pages/p.json';
    expect(localFindings('page', page, file)).toEqual([]);
    expect(localFindings('page', bad, file)).toEqual([
      {
        file,
        pointer: '/body/slots/items/0/props/level',
        message: 'Heading props: must be one of: 1, 2, 3, 4, 5, 6',
      },
    ]);
    const unknown = { ...page, body: { widget: 'Nope' } };
    expect(localFindings('page', unknown, file)).toContainEqual({
      file,
      pointer: '/body/widget',
      message: "unknown widget 'Nope'",
    });
  });
});
