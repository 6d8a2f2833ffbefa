// Renders a sports widget the way the runtime does, with the sports dictionary and a fake API
// that answers from a table of paths, at a URL the route table serves (params included).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider, type I18n } from '../../../runtime/i18n';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createRootStore, type RootStore } from '../../../stores';
import { StoresProvider } from '../../../widgets/shared/stores';
import type { ApiClient, ApiResult, EventStream } from '../../../runtime/api';
import { toRouterPath } from '../../../runtime/router/paths';
import routeTable from '../../../schemas/routes.json';
import ruMain from '../../../configs/locales/ru/main.json';
import ruSports from '../../../configs/locales/ru/sports.json';
import enMain from '../../../configs/locales/en/main.json';
import enSports from '../../../configs/locales/en/sports.json';
import arMain from '../../../configs/locales/ar/main.json';
import arSports from '../../../configs/locales/ar/sports.json';
import { testConfig, testTranslator } from '../harness';

/**
 * Answers by path (with query); a Failure answers with its status; anything else is a 404, as
 * the server says for unknown ids.
 */
export interface FakeSportsApi extends ApiClient {
  calls: string[];
  answers: Map<string, unknown>;
}

/** An answer that fails with this status (503 by default), as an overloaded server would. */
export class Failure {
  constructor(readonly status = 503) {}
}

/**
 * The sports API answers names in the page language (`lng`); the fixtures carry Russian `name`
 * and English `nameEn`, and the widget tests render English pages, so the fake answers as the
 * server does for lng=en: `nameEn` where there is one.
 */
function inEnglish(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inEnglish);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = inEnglish(item);
  if (typeof copy.nameEn === 'string') copy.name = copy.nameEn;
  return copy;
}

export function fakeSportsApi(answers: Record<string, unknown> = {}): FakeSportsApi {
  const table = new Map(Object.entries(answers));
  const calls: string[] = [];
  const getJson = <T,>(path: string): Promise<ApiResult<T>> => {
    calls.push(path);
    const answer = table.get(path);
    if (answer instanceof Failure) {
      return Promise.resolve({ ok: false, status: answer.status, message: 'failed in tests' });
    }
    if (table.has(path)) return Promise.resolve({ ok: true, data: inEnglish(answer) as T });
    return Promise.resolve({ ok: false, status: 404, message: `no answer for ${path}` });
  };
  return {
    calls,
    answers: table,
    getJson,
    postJson: () => Promise.resolve({ ok: false, status: 503, message: 'offline in tests' }),
    report: () => undefined,
  } as unknown as FakeSportsApi;
}

export function sportsI18n(lng = 'en'): I18n {
  return testTranslator(lng, {
    ru: { main: ruMain, sports: ruSports },
    en: { main: enMain, sports: enSports },
    ar: { main: arMain, sports: arSports },
  });
}

/** A live stream that never connects: tests push deltas into the store themselves. */
export const quietStream = (): EventStream => ({
  status: 'idle',
  lastEventId: null,
  start: () => undefined,
  restart: () => undefined,
  stop: () => undefined,
});

/**
 * Renders `element` as the page of the route table entry that serves `url` (its params reach
 * the widget through react-router, as in the app).
 */
export function renderSportsWidget(
  element: ReactElement,
  opts: { url: string; api?: FakeSportsApi; stores?: RootStore; lng?: string },
) {
  const api = opts.api ?? fakeSportsApi();
  const stores =
    opts.stores ?? createRootStore({ api, config: testConfig(), openLiveStream: quietStream });
  const lng = opts.lng ?? opts.url.split('/')[1] ?? 'en';
  const routes = [
    {
      path: '/:lng',
      children: routeTable.routes.map((route) => ({
        ...(route.path === '' ? { index: true } : { path: toRouterPath(route.path) }),
        element,
      })),
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [opts.url] });
  const result = render(
    <I18nextProvider i18n={sportsI18n(lng)}>
      <StoresProvider stores={stores}>
        <RouterProvider router={router} />
      </StoresProvider>
    </I18nextProvider>,
  );
  return Object.assign(result, { stores, api, router });
}
