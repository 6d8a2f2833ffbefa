import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

afterEach(cleanup);

const part = {
  appName: 'footer',
  cssToLoad: [],
  scriptsToLoad: [],
  head: [],
  dictionaries: [],
  body: { widget: 'Text', props: { id: 'footer', text: 'footer text' } },
};

async function setup(answers: ApiResult<unknown>[]) {
  const api: ApiClient = {
    getJson: <T,>() =>
      Promise.resolve((answers.length > 1 ? answers.shift()! : answers[0]!) as ApiResult<T>),
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
  const tree = preparePage({ widget: 'RemotePart', props: { name: 'footer' } }, registry, {});
  const view = render(
    <I18nextProvider i18n={i18n}>
      <PartsContext.Provider value={parts}>
        <WidgetTree node={tree} />
      </PartsContext.Provider>
    </I18nextProvider>,
  );
  await act(flush);
  return { view, parts, clock };
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

  it('releases the part when the widget unmounts', async () => {
    const { view, parts } = await setup([{ ok: true, data: part }]);
    view.unmount();
    expect(parts.snapshot('footer').status).toBe('not-existing');
  });
});
