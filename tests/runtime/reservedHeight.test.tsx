import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../runtime/api/types';
import { createPartManager } from '../../runtime/parts/partManager';
import { PartsContext } from '../../runtime/parts/PartsContext';
import { reservedHeightAt } from '../../runtime/parts/reservedHeight';
import { preparePage } from '../../runtime/render/prepare';
import { createWidgetRegistry } from '../../runtime/render/registry';
import { WidgetTree } from '../../runtime/render/WidgetTree';
import { widgetPropsValidators } from 'virtual:schema-validators/widgets';
import { fixtureValidators, fixtureWidgets } from './fixtures';
import { fakeClock, flush } from './fakeClock';

afterEach(cleanup);

describe('RemotePart minHeight (the page must not jump when a part arrives)', () => {
  it('picks the entry of the largest width not above the viewport', () => {
    const byWidth = { '0': 879, '1366': 660, '1920': 461 };
    expect(reservedHeightAt(byWidth, 1024)).toBe(879);
    expect(reservedHeightAt(byWidth, 1366)).toBe(660);
    expect(reservedHeightAt(byWidth, 1919)).toBe(660);
    expect(reservedHeightAt(byWidth, 2560)).toBe(461);
    expect(reservedHeightAt({ '1366': 60 }, 1024)).toBe(0);
    expect(reservedHeightAt(193, 1024)).toBe(193);
    expect(reservedHeightAt(undefined, 1024)).toBe(0);
  });

  it('accepts pixels or pixels by width and refuses anything else (the generated validator)', () => {
    const remotePart = widgetPropsValidators.RemotePart!;
    const withHeight = (minHeight: unknown) => remotePart({ name: 'footer', minHeight });
    expect(withHeight(60)).toBe(true);
    expect(withHeight({ '0': 68, '1366': 60 })).toBe(true);
    for (const bad of [-1, 1.5, 5000, '60', {}, { wide: 60 }, { '01': 60 }, { '0': -2 }, [60]]) {
      expect(withHeight(bad), JSON.stringify(bad)).toBe(false);
      expect(remotePart.errors?.[0]?.instancePath).toMatch(/^\/minHeight/);
    }
  });

  it('reserves the height while the part loads; a bad minHeight in a draft is an invalid-props problem', async () => {
    const api: ApiClient = {
      getJson: () => new Promise(() => undefined),
      postJson: () => Promise.resolve({ ok: true, data: undefined as never }),
      putJson: () => Promise.resolve({ ok: true, data: undefined as never }),
      deleteJson: () => Promise.resolve({ ok: true, data: undefined as never }),
      report: () => undefined,
    };
    const registry = createWidgetRegistry(fixtureWidgets, {
      dev: true,
      chunkReload: { tryReload: () => false },
    });
    const parts = createPartManager({
      api,
      prepare: (p) => preparePage(p.body, registry, fixtureValidators),
      currentPath: () => '/ru/',
      clock: fakeClock(0),
    });
    const tree = preparePage(
      { widget: 'RemotePart', props: { name: 'footer', minHeight: { '0': 240, '1': 193 } } },
      registry,
      {},
    );
    const view = render(
      <PartsContext.Provider value={parts}>
        <WidgetTree node={tree} />
      </PartsContext.Provider>,
    );
    await act(flush);
    const placeholder = view.container.querySelector<HTMLElement>('[data-part="footer"]');
    expect(placeholder?.style.minHeight).toBe('193px');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');

    const bad = preparePage(
      { widget: 'RemotePart', props: { name: 'footer', minHeight: 'tall' } },
      registry,
      widgetPropsValidators,
    );
    expect(bad.problem?.kind).toBe('invalid-props');
  });
});
