// The server checks pages against domain/widgetProps (it imports no widget code); the client
// registers widgets/definitions.ts, which carries no schema, and widgets/catalog.ts joins the two
// for the build and the studio. Both must name the same widgets.
import { describe, expect, it } from 'vitest';
import { widgetPropsCatalog } from '../../domain/widgetProps/index';
import { widgetCatalog, widgetDefinitions } from '../../widgets/catalog';

describe('widget props catalogue', () => {
  it('lists every registered widget, and no other, with its props schema', () => {
    const registered = widgetDefinitions.map((w) => w.name).sort();
    const listed = widgetPropsCatalog.map((w) => w.name).sort();
    expect(listed).toEqual(registered);
    const schemas = new Map(widgetPropsCatalog.map((w) => [w.name, w.propsSchema]));
    for (const widget of widgetCatalog) {
      expect(widget.propsSchema, widget.name).toBe(schemas.get(widget.name));
    }
  });

  it('keeps the props schemas out of what customers register', () => {
    for (const definition of widgetDefinitions) {
      expect(Object.keys(definition), definition.name).not.toContain('propsSchema');
    }
  });
});
