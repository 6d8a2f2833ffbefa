import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiResult } from '../../runtime/api/types';
import { createPageSource, preparePageDocument } from '../../runtime/render/pageSource';
import { createWidgetRegistry } from '../../runtime/render/registry';
import { fixtureValidators, fixtureWidgets, recorder, validator } from './fixtures';

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
  const pages = createPageSource({ api, registry });
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

  it('refuses a page of a schemaVersion it does not read, as a region error reported in production', async () => {
    const { pages, reports } = setup({
      ok: true,
      data: { schemaVersion: 2, id: 'home', body: {} },
    });
    const message =
      'pages/home.json: /schemaVersion schemaVersion 2 is not supported for a page (supported: 1)';
    expect(await pages.load('home')).toEqual({ kind: 'invalid', message });
    expect(reports).toEqual([{ kind: 'invalid-schema', message }]);
    expect((await setup({ ok: true, data: [] }).pages.load('x')).kind).toBe('invalid');
  });

  it("trusts a served page's props (the server checked them) but checks those of a draft", async () => {
    const { pages, registry } = setup({
      ok: true,
      data: { schemaVersion: 1, id: 'home', body: { widget: 'Text', props: { text: 7 } } },
    });
    const served = await pages.load('home');
    expect(served.kind === 'ok' && served.page.body.problem).toBeNull();

    const draft = { schemaVersion: 1, id: 'draft', body: { widget: 'Text', props: { text: 7 } } };
    const checks = {
      validatePage: validator(() => null),
      widgetPropsValidators: fixtureValidators,
    };
    const checked = await preparePageDocument({ registry }, 'draft', draft, checks);
    expect(checked.kind === 'ok' && checked.page.body.problem).toEqual({
      kind: 'invalid-props',
      message: 'invalid props: /text must be string',
    });
    const refusing = { ...checks, validatePage: validator(() => '/body must be object') };
    expect(await preparePageDocument({ registry }, 'draft', draft, refusing)).toEqual({
      kind: 'invalid',
      message: 'pages/draft.json: /body must be object',
    });
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
