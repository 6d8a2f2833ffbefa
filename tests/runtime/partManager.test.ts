import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiResult, ClientReport } from '../../runtime/api/types';
import { createPartManager, type PartManagerDeps } from '../../runtime/parts/partManager';
import { PART_REQUEST_HEADERS } from '../../runtime/parts/partLoader';
import { preparePage } from '../../runtime/render/prepare';
import { createWidgetRegistry } from '../../runtime/render/registry';
import type { PartResponse } from '../../runtime/schema/types';
import { fixtureValidators, fixtureWidgets } from './fixtures';
import { fakeClock, flush } from './fakeClock';

const headerPart: PartResponse = {
  appName: 'header',
  style: '.header{color:red}',
  cssToLoad: ['/parts/header.css'],
  scriptsToLoad: [],
  head: [],
  dictionaries: ['header'],
  body: { widget: 'Text', props: { text: 'header' } },
};

function fakeApi(answers: (() => ApiResult<unknown>)[]) {
  const calls: { path: string; init?: RequestInit }[] = [];
  const reports: ClientReport[] = [];
  const api: ApiClient = {
    getJson: <T>(path: string, init?: RequestInit) => {
      calls.push({ path, init });
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      return Promise.resolve(next() as ApiResult<T>);
    },
    postJson: () => Promise.resolve({ ok: true, data: undefined as never }),
    putJson: () => Promise.resolve({ ok: true, data: undefined as never }),
    deleteJson: () => Promise.resolve({ ok: true, data: undefined as never }),
    report: (r) => reports.push(r),
  };
  return { api, calls, reports };
}

const fail = (): ApiResult<unknown> => ({ ok: false, status: 503, message: 'down' });
const ok =
  (part: unknown = headerPart) =>
  (): ApiResult<unknown> => ({ ok: true, data: part });

function manager(answers: (() => ApiResult<unknown>)[], extra: Partial<PartManagerDeps> = {}) {
  const { api, calls, reports } = fakeApi(answers);
  const clock = fakeClock(10_000);
  const registry = createWidgetRegistry(fixtureWidgets, {
    dev: true,
    chunkReload: { tryReload: () => false },
  });
  const attached: string[] = [];
  const detached: string[] = [];
  const loadDictionaries = vi.fn(() => Promise.resolve());
  const parts = createPartManager({
    api,
    prepare: (part) =>
      preparePage(part.body, registry, fixtureValidators, `parts/${part.appName}.json#/body`),
    loadDictionaries,
    currentPath: () => '/ru/about',
    clock,
    styles: {
      attach: (part) => {
        attached.push(part.appName);
        return () => detached.push(part.appName);
      },
    },
    ...extra,
  });
  return { parts, calls, reports, clock, attached, detached, loadDictionaries };
}

describe('part manager', () => {
  it('loads a part with the JSON headers from /mf/<appName><current path>', async () => {
    const { parts, calls, attached, loadDictionaries } = manager([ok()]);
    parts.acquire('header');
    expect(parts.snapshot('header').status).toBe('loading');
    await flush();
    expect(parts.snapshot('header').status).toBe('ready');
    expect(parts.snapshot('header').root?.widget).toBe('Text');
    expect(calls[0]?.path).toBe('/mf/header/ru/about');
    expect(calls[0]?.init?.headers).toEqual(PART_REQUEST_HEADERS);
    expect(PART_REQUEST_HEADERS).toEqual({ 'mf-render-mode': 'json', 'mf-api-version': 'v2' });
    expect(attached).toEqual(['header']);
    expect(loadDictionaries).toHaveBeenCalledWith(['header']);
  });

  it('retries 3 times at 1000, 2000 and 4000 ms, then stops in error', async () => {
    const { parts, calls, clock } = manager([fail]);
    parts.acquire('header');
    await flush();
    expect(parts.snapshot('header')).toMatchObject({ status: 'error', error: 'down' });
    expect(calls).toHaveLength(1);
    for (const [delay, attempts] of [
      [1000, 2],
      [2000, 3],
      [4000, 4],
    ] as const) {
      expect(clock.pending()).toEqual([delay]);
      await clock.advance(delay - 1);
      expect(calls).toHaveLength(attempts - 1);
      await clock.advance(1);
      expect(calls).toHaveLength(attempts);
      expect(parts.snapshot('header').status).toBe('error');
    }
    expect(clock.pending()).toEqual([]);
    await clock.advance(60_000);
    expect(calls).toHaveLength(4);
    expect(parts.history.map((h) => h.to)).toEqual([
      'loading',
      'error',
      'loading',
      'error',
      'loading',
      'error',
      'loading',
      'error',
    ]);
  });

  it('becomes ready when a retry succeeds', async () => {
    const { parts, clock } = manager([fail, fail, ok()]);
    parts.acquire('header');
    await flush();
    await clock.advance(1000);
    expect(parts.snapshot('header').status).toBe('error');
    await clock.advance(2000);
    expect(parts.snapshot('header').status).toBe('ready');
    expect(clock.pending()).toEqual([]);
  });

  it('throttles manual reload to one a second', async () => {
    const { parts, calls, clock } = manager([fail]);
    parts.acquire('header');
    await flush();
    expect(parts.reload('header')).toBe(true);
    await flush();
    expect(calls).toHaveLength(2);
    expect(parts.reload('header')).toBe(false);
    await clock.advance(999);
    expect(parts.reload('header')).toBe(false);
    await clock.advance(1); // the automatic retry after the failed manual reload runs too
    expect(calls).toHaveLength(3);
    expect(parts.reload('header')).toBe(true);
    await flush();
    expect(calls).toHaveLength(4);
  });

  it('restarts the automatic retries after a manual reload', async () => {
    const { parts, clock } = manager([fail]);
    parts.acquire('header');
    await flush();
    await clock.advance(1000 + 2000 + 4000);
    expect(clock.pending()).toEqual([]);
    parts.reload('header');
    await flush();
    expect(clock.pending()).toEqual([1000]);
  });

  it('does not reload a part that is not in error', async () => {
    const { parts } = manager([ok()]);
    expect(parts.reload('header')).toBe(false);
    parts.acquire('header');
    await flush();
    expect(parts.reload('header')).toBe(false);
  });

  it('unloads a part (and its styles) once nothing uses it', async () => {
    const { parts, detached } = manager([ok()]);
    const releaseA = parts.acquire('header');
    const releaseB = parts.acquire('header');
    await flush();
    releaseA();
    releaseA(); // releasing twice counts once
    expect(parts.snapshot('header').status).toBe('ready');
    releaseB();
    expect(parts.snapshot('header').status).toBe('not-existing');
    expect(detached).toEqual(['header']);
  });

  it('drops the answer of a load abandoned by unloading, and cancels pending retries', async () => {
    const { parts, clock } = manager([fail]);
    const release = parts.acquire('header');
    await flush();
    expect(clock.pending()).toEqual([1000]);
    release();
    expect(parts.snapshot('header').status).toBe('not-existing');
    expect(clock.pending()).toEqual([]);
    const again = manager([ok()]);
    const r = again.parts.acquire('header');
    r();
    await flush();
    expect(again.parts.snapshot('header').status).toBe('not-existing');
    expect(again.parts.history.map((h) => h.to)).toEqual(['loading', 'not-existing']);
  });

  it('ignores and reports codeToEval and scriptsToLoad', async () => {
    const { parts, reports } = manager([
      ok({ ...headerPart, codeToEval: 'alert(1)', scriptsToLoad: ['/evil.js'] }),
    ]);
    parts.acquire('header');
    await flush();
    expect(parts.snapshot('header').status).toBe('ready');
    expect(reports).toEqual([
      { kind: 'code-to-eval', message: 'part header sent codeToEval; ignored' },
    ]);
  });

  it('treats an answer that is not a part, or names another part, as an error', async () => {
    const notObject = manager([ok(['header'])]);
    notObject.parts.acquire('header');
    await flush();
    expect(notObject.parts.snapshot('header')).toMatchObject({
      status: 'error',
      error: 'part header: the answer is not a JSON object',
    });
    // The server checks the parts it sends; one it did not is an error, not a broken page.
    const noBody = manager([ok({ appName: 'header' })]);
    noBody.parts.acquire('header');
    await flush();
    expect(noBody.parts.snapshot('header').status).toBe('error');
    const other = manager([ok({ ...headerPart, appName: 'footer' })]);
    other.parts.acquire('header');
    await flush();
    expect(other.parts.snapshot('header').error).toBe('part header: the answer names part footer');
  });

  it('notifies subscribers on every change and refreshes a ready part through not existing', async () => {
    const { parts } = manager([ok(), ok({ ...headerPart, body: { widget: 'Box' } })]);
    const listener = vi.fn();
    parts.subscribe('header', listener);
    parts.acquire('header');
    await flush();
    expect(listener).toHaveBeenCalledTimes(2);
    await parts.refresh('header');
    expect(parts.snapshot('header').root?.widget).toBe('Box');
    expect(parts.history.map((h) => h.to)).toEqual(['loading', 'ready', 'not-existing', 'ready']);
  });

  it('reports a part that still fails after its retries when asked to', async () => {
    const { parts, reports, clock } = manager([fail], { reportFailures: true });
    parts.acquire('header');
    await flush();
    await clock.advance(7000);
    expect(reports).toEqual([{ kind: 'part-error', message: 'part header: down' }]);
  });
});
