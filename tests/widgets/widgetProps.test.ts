// The server checks pages against domain/widgetProps (it imports no widget code); the client
// registers widgets/catalog.ts. Both must name the same widgets with the same props schemas.
import { describe, expect, it } from 'vitest';
import { widgetPropsCatalog } from '../../domain/widgetProps/index';
import { widgetCatalog } from '../../widgets/catalog';

describe('widget props catalogue', () => {
  it('lists every registered widget with the very props schema it registers', () => {
    const registered = new Map(widgetCatalog.map((w) => [w.name, w.propsSchema]));
    const listed = new Map(widgetPropsCatalog.map((w) => [w.name, w.propsSchema]));
    expect([...listed.keys()].sort()).toEqual([...registered.keys()].sort());
    for (const [name, schema] of listed) expect(registered.get(name), name).toBe(schema);
  });
});
