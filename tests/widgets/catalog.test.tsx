import { describe, expect, it } from 'vitest';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { widgetCatalog } from '../../widgets/catalog';

const widgetsDir = join(__dirname, '../../widgets');
const folders = readdirSync(widgetsDir).filter(
  (name) => name !== 'shared' && statSync(join(widgetsDir, name)).isDirectory(),
);

describe('widget catalog', () => {
  it('lists every widget folder exactly once, under the folder name', () => {
    const names = widgetCatalog.map((w) => w.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...folders].sort());
  });

  it('gives every widget a closed object props schema', () => {
    for (const widget of widgetCatalog) {
      expect(widget.propsSchema, widget.name).toMatchObject({
        type: 'object',
        additionalProperties: false,
      });
    }
  });

  // The first import of every widget module transforms all of them (about 70): seconds on a
  // loaded machine, so this test gets a minute instead of the default 5 s. It asserts no timing.
  it('loads every component lazily as a default export', { timeout: 60_000 }, async () => {
    for (const widget of widgetCatalog) {
      const module = await widget.load();
      expect(module.default, widget.name).toBeTruthy();
    }
  });
});
