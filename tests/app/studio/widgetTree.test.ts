import { describe, expect, it } from 'vitest';
import { insertWidget, nodeOfPointer, widgetTree } from '../../../app/studio/editor/widgetTree';

const page = {
  id: 'p',
  body: {
    widget: 'Stack',
    slots: {
      items: [
        { widget: 'Heading', key: 'title', props: { textKey: 'home:title' } },
        { widget: 'Container', slots: { content: [{ widget: 'RichText' }] } },
      ],
    },
  },
};

describe('widgetTree', () => {
  it('lists every widget node with its pointer, depth and slot', () => {
    expect(widgetTree(page)).toEqual([
      { pointer: '/body', widget: 'Stack', depth: 0, slot: '', slots: ['items'] },
      {
        pointer: '/body/slots/items/0',
        widget: 'Heading',
        key: 'title',
        depth: 1,
        slot: 'items',
        slots: [],
      },
      {
        pointer: '/body/slots/items/1',
        widget: 'Container',
        depth: 1,
        slot: 'items',
        slots: ['content'],
      },
      {
        pointer: '/body/slots/items/1/slots/content/0',
        widget: 'RichText',
        depth: 2,
        slot: 'content',
        slots: [],
      },
    ]);
  });

  it('finds the node that holds a pointer inside its props', () => {
    const nodes = widgetTree(page);
    expect(nodeOfPointer(nodes, '/body/slots/items/0/props/textKey')?.widget).toBe('Heading');
    expect(nodeOfPointer(nodes, '/id')).toBeUndefined();
  });

  it('adds a widget after the chosen node in its slot, leaving the input unchanged', () => {
    const { doc, pointer } = insertWidget(page, '/body/slots/items/0', {
      widget: 'Heading',
      props: { textKey: '' },
    });
    expect(pointer).toBe('/body/slots/items/1');
    expect(widgetTree(doc).map((n) => n.widget)).toEqual([
      'Stack',
      'Heading',
      'Heading',
      'Container',
      'RichText',
    ]);
    expect(page.body.slots.items).toHaveLength(2);
  });

  it('adds a widget into the first slot when the body is chosen, or a new items slot', () => {
    expect(insertWidget(page, '/body', { widget: 'Heading' }).pointer).toBe('/body/slots/items/2');
    const bare = { body: { widget: 'Container' } };
    const { doc, pointer } = insertWidget(bare, '/body', { widget: 'Heading' });
    expect(pointer).toBe('/body/slots/items/0');
    expect(doc).toEqual({
      body: { widget: 'Container', slots: { items: [{ widget: 'Heading' }] } },
    });
  });
});
