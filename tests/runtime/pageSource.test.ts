import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiResult } from '../../runtime/api/types';
import { createPageSource } from '../../runtime/render/pageSource';
import { createWidgetRegistry } from '../../runtime/render/registry';
import { fixtureValidators, fixtureWidgets, recorder, validator } from './fixtures';

const validatePage = validator((p) =>
  p.schemaVersion === 1 && typeof p.id === 'string' && typeof p.body === 'object'
    ? null
    : '/schemaVersion must be equal to constant',
);

function setup(answer: ApiResult<unknown>, dev = false) {
  const { reports, report } = recorder();
  const getJson = vi.fn((_path: string) => Promise.resolve(answer));
  const api: ApiClient = {
    getJson: <T>(path: string) => getJson(path) as Promise<ApiResult<T>>,
    postJson: vi.fn(),
    putJson: vi.fn(),
    deleteJson: vi.fn(),
    report: vi.fn(),
  };
  const registry = createWidgetRegistry(fixtureWidgets, {
    dev,
    report,
    chunkReload: { tryReload: () => false },
  });
  const pages = createPageSource({
    api,
    registry,
    validatePage,
    widgetPropsValidators: fixtureValidators,
  });
  return { pages, getJson, reports, registry };
}

describe('page source', () => {
  it('fetches /bff-api/pages/<id>.json once, prepares it and loads its widgets', async () => {
    const { pages, getJson, registry } = setup({
      ok: true,
      data: {
        schemaVersion: 1,
        id: 'home',
        meta: { hideFooter: true },
        body: { widget: 'Text', props: { text: 'hi' } },
      },
    });
    const first = await pages.load('home');
    const second = await pages.load('home');
    expect(first).toBe(second);
    expect(getJson).toHaveBeenCalledTimes(1);
    expect(getJson.mock.calls[0]).toEqual(['/bff-api/pages/home.json']);
    expect(first.kind === 'ok' && first.page).toMatchObject({
      id: 'home',
      layout: 'default',
      meta: { hideFooter: true },
    });
    expect(registry.get('Text')?.component).not.toBeNull();
    pages.invalidate('home');
    await pages.load('home');
    expect(getJson).toHaveBeenCalledTimes(2);
  });

  it('preloads the widgets of the page but not those of lazy nodes (dialogs load when shown)', async () => {
    const { pages, registry } = setup({
      ok: true,
      data: {
        schemaVersion: 1,
        id: 'home',
        body: {
          widget: 'Box',
          slots: {
            main: [
              { widget: 'Text', props: { text: 'now' } },
              { widget: 'Boom', lazy: true, slots: { main: [{ widget: 'Box' }] } },
            ],
          },
        },
      },
    });
    const loaded = await pages.load('home');
    expect(loaded.kind).toBe('ok');
    expect(registry.get('Box')?.component).not.toBeNull();
    expect(registry.get('Text')?.component).not.toBeNull();
    expect(registry.get('Boom')?.component).toBeNull();
  });

  it('turns an invalid page into a region error and reports it in production', async () => {
    const { pages, reports } = setup({
      ok: true,
      data: { schemaVersion: 2, id: 'home', body: {} },
    });
    expect(await pages.load('home')).toEqual({
      kind: 'invalid',
      message: 'pages/home.json: /schemaVersion must be equal to constant',
    });
    expect(reports).toEqual([
      {
        kind: 'invalid-schema',
        message: 'pages/home.json: /schemaVersion must be equal to constant',
      },
    ]);
  });

  it('says a page the server does not have is missing, and does not cache a network failure', async () => {
    expect(await setup({ ok: false, status: 404, message: 'no' }).pages.load('x')).toEqual({
      kind: 'missing',
    });
    const { pages, getJson } = setup({ ok: false, status: 0, message: 'offline' });
    expect((await pages.load('x')).kind).toBe('invalid');
    await pages.load('x');
    expect(getJson).toHaveBeenCalledTimes(2);
  });
});
