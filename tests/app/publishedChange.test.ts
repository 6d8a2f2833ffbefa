import { describe, expect, it } from 'vitest';
import { publishedChange } from '../../app/hotReload';

describe('a publication as the change an open page applies', () => {
  it('applies pages, layouts, parts, routes and dictionaries as they are', () => {
    for (const kind of ['page', 'layout', 'part', 'routes', 'dictionary']) {
      expect(publishedChange({ kind, id: 'x', brand: 'aurora' })).toEqual({ kind, id: 'x' });
    }
  });

  it('applies a brand config or brand book as a config change (brand.css included)', () => {
    expect(publishedChange({ kind: 'brandBook', id: 'nord', brand: 'nord' })).toEqual({
      kind: 'config',
      id: 'nord',
    });
    expect(publishedChange({ kind: 'brandConfig', id: 'nord', brand: 'nord' })).toEqual({
      kind: 'config',
      id: 'nord',
    });
  });

  it('ignores anything else', () => {
    for (const data of [undefined, null, 'page', { kind: 'widget', id: 'x' }, { kind: 'page' }]) {
      expect(publishedChange(data)).toBeUndefined();
    }
  });
});
