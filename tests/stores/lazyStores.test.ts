import { describe, expect, it, vi } from 'vitest';
import { createRootStore, lazyStore, LazyStores } from '../../stores';
import { totoApiStore } from '../../stores/toto';
import { fakeApi, testConfig } from '../widgets/harness';

describe('LazyStores', () => {
  it('builds a store on its first use only, and gives the same one after', () => {
    const create = vi.fn(() => ({ built: Symbol('store') }));
    const store = lazyStore('example', create);
    const lazy = new LazyStores({ api: fakeApi });
    expect(create).not.toHaveBeenCalled();
    const first = lazy.of(store);
    expect(lazy.of(store)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('builds each store from the root store dependencies', () => {
    const language = () => 'de';
    const store = lazyStore('deps', (deps) => deps);
    const deps = new LazyStores({ api: fakeApi, language }).of(store);
    expect(deps.api).toBe(fakeApi);
    expect(deps.language).toBe(language);
  });

  it('keeps one of each store per root store', () => {
    const a = createRootStore({ api: fakeApi, config: testConfig() });
    const b = createRootStore({ api: fakeApi, config: testConfig() });
    expect(a.lazy.of(totoApiStore)).toBe(a.lazy.of(totoApiStore));
    expect(a.lazy.of(totoApiStore)).not.toBe(b.lazy.of(totoApiStore));
  });
});
