import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiResult } from '../../runtime/api/types';
import { createI18n, I18nextProvider } from '../../runtime/i18n';
import { createPartManager } from '../../runtime/parts/partManager';
import { PART_FAILURE_KEYS } from '../../runtime/parts/PartFailureView';
import { PartsContext } from '../../runtime/parts/PartsContext';
import { preparePage } from '../../runtime/render/prepare';
import { createWidgetRegistry } from '../../runtime/render/registry';
import { WidgetTree } from '../../runtime/render/WidgetTree';
import { fixtureValidators, fixtureWidgets } from './fixtures';
import { fakeClock, flush } from './fakeClock';
import { FakeIntersectionObserver } from './fakeIntersectionObserver';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const part = {
  appName: 'footer',
  cssToLoad: [],
  scriptsToLoad: [],
  head: [],
  dictionaries: [],
  body: { widget: 'Text', props: { id: 'footer', text: 'footer text' } },
};

/** An answer that never comes: the part stays loading. */
const PENDING = { ok: true, data: 'pending' } as ApiResult<unknown>;

async function setup(answers: ApiResult<unknown>[], extraProps: Record<string, unknown> = {}) {
  const asked: string[] = [];
  const api: ApiClient = {
    getJson: <T,>(path: string) => {
      asked.push(path);
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (answer === PENDING) return new Promise<ApiResult<T>>(() => undefined);
      return Promise.resolve(answer as ApiResult<T>);
    },
    postJson: () => Promise.resolve({ ok: true, data: undefined as never }),
    putJson: () => Promise.resolve({ ok: true, data: undefined as never }),
    deleteJson: () => Promise.resolve({ ok: true, data: undefined as never }),
    report: () => undefined,
  };
  const registry = createWidgetRegistry(fixtureWidgets, {
    dev: true,
    chunkReload: { tryReload: () => false },
  });
  await registry.preload(['Text']);
  const clock = fakeClock(0);
  const parts = createPartManager({
    api,
    prepare: (p) => preparePage(p.body, registry, fixtureValidators),
    currentPath: () => '/ru/',
    clock,
  });
  const i18n = createI18n('en');
  i18n.addResourceBundle('en', 'main', {
    main_dictionary_load_error: 'Could not load this block',
    main_dictionary_refresh_page: 'Try refreshing',
    main_refreshing_button: 'Refresh',
  });
  const tree = preparePage(
    { widget: 'RemotePart', props: { name: 'footer', ...extraProps } },
    registry,
    {},
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <PartsContext.Provider value={parts}>
        <WidgetTree node={tree} />
      </PartsContext.Provider>
    </I18nextProvider>,
  );
  await act(flush);
  return { view, parts, clock, asked };
}

describe('RemotePart', () => {
  it('renders a ready part with the same renderer', async () => {
    await setup([{ ok: true, data: part }]);
    expect(screen.getByTestId('text-footer').textContent).toBe('footer text');
  });

  it('shows the failure view with the three main dictionary keys and reloads on click', async () => {
    const { parts } = await setup([
      { ok: false, status: 500, message: 'boom' },
      { ok: true, data: part },
    ]);
    const view = screen.getByTestId('part-error-footer');
    expect(PART_FAILURE_KEYS).toEqual({
      title: 'main:main_dictionary_load_error',
      hint: 'main:main_dictionary_refresh_page',
      button: 'main:main_refreshing_button',
    });
    expect(view.textContent).toContain('Could not load this block');
    expect(view.textContent).toContain('Try refreshing');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      await flush();
    });
    expect(parts.snapshot('footer').status).toBe('ready');
    expect(screen.getByTestId('text-footer')).toBeTruthy();
  });

  it('with whenNear, asks for the part only when its reserved space comes near the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { view, parts, asked } = await setup([{ ok: true, data: part }], {
      whenNear: true,
      minHeight: 300,
    });
    const placeholder = view.container.querySelector<HTMLElement>('.remote-part-placeholder');
    expect(placeholder?.style.minHeight).toBe('300px');
    // Waiting for the viewport is not loading: nothing waiting for the page to settle waits for it.
    expect(placeholder?.getAttribute('aria-busy')).toBeNull();
    expect(asked).toEqual([]);
    expect(parts.snapshot('footer').status).toBe('not-existing');
    const watcher = FakeIntersectionObserver.instances.at(-1)!;
    expect(watcher.observed.has(placeholder!)).toBe(true);
    await act(async () => {
      watcher.comeNear(placeholder!);
      await flush();
    });
    expect(asked).toHaveLength(1);
    expect(screen.getByTestId('text-footer').textContent).toBe('footer text');
  });

  it('keeps its reserved space busy while the part loads', async () => {
    const { view } = await setup([PENDING], { minHeight: 200 });
    const placeholder = view.container.querySelector<HTMLElement>('.remote-part-placeholder');
    expect(placeholder?.style.minHeight).toBe('200px');
    expect(placeholder?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('text-footer')).toBeNull();
  });

  it('releases the part when the widget unmounts', async () => {
    const { view, parts } = await setup([{ ok: true, data: part }]);
    view.unmount();
    expect(parts.snapshot('footer').status).toBe('not-existing');
  });
});
