import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_IDLE_WIDGETS } from '../../widgets/definitions';

// A widget whose code waits for the page's idle moment must be placed `lazy`: a page waits for its
// eager widgets' code before it shows, and the idle moment comes only after the page has shown, so
// an eager placement would hold the page back until afterPageIdle's fallback, 10 s after load.
const SCHEMAS = path.join(import.meta.dirname, '..', '..', 'schemas');

interface Placement {
  file: string;
  widget: string;
  lazy: boolean;
}

function placements(document: unknown, file: string, into: Placement[]): Placement[] {
  if (Array.isArray(document)) {
    for (const item of document) placements(item, file, into);
  } else if (typeof document === 'object' && document !== null) {
    const node = document as { widget?: unknown; lazy?: unknown };
    if (typeof node.widget === 'string') {
      into.push({ file, widget: node.widget, lazy: node.lazy === true });
      // Below a lazy node everything loads when it shows: the subtree counts as lazy.
      if (node.lazy === true) return into;
    }
    for (const value of Object.values(document)) placements(value, file, into);
  }
  return into;
}

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return schemaFiles(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

describe('widgets loaded at the page idle moment', () => {
  const all = schemaFiles(SCHEMAS).flatMap((file) =>
    placements(JSON.parse(readFileSync(file, 'utf8')), path.relative(SCHEMAS, file), []),
  );

  it('are placed somewhere (the list names real widgets of the schemas)', () => {
    const placed = new Set(all.map((p) => p.widget));
    expect([...PAGE_IDLE_WIDGETS].filter((name) => !placed.has(name))).toEqual([]);
  });

  it('are placed lazy everywhere', () => {
    const eager = all
      .filter((p) => PAGE_IDLE_WIDGETS.has(p.widget) && !p.lazy)
      .map((p) => `${p.file}: ${p.widget}`);
    expect(eager).toEqual([]);
  });
});
