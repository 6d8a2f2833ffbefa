// Helpers for the customer-account widget tests: a scripted API client that answers by method
// and path and records every call, a translator with the auth, office and bonus dictionaries, and
// stores built the way the app builds them.
import type { ReactElement } from 'react';
import type { I18n } from '../../runtime/i18n';
import type { ApiClient, ApiResult } from '../../runtime/api';
import type { SiteConfig } from '../../runtime/schema/types';
import { createRootStore, type RootStore } from '../../stores';
import { renderWidget, testConfig, testTranslator, type Rendered } from './harness';
import enMain from '../../configs/locales/en/main.json';
import enAuth from '../../configs/locales/en/auth.json';
import enOffice from '../../configs/locales/en/office.json';
import ruMain from '../../configs/locales/ru/main.json';
import ruAuth from '../../configs/locales/ru/auth.json';
import ruOffice from '../../configs/locales/ru/office.json';
import enBonus from '../../configs/locales/en/bonus.json';
import ruBonus from '../../configs/locales/ru/bonus.json';

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

/** An answer: data for 200, or a failure with status and the parsed error body. */
export type Scripted =
  | { data: unknown }
  | { status: number; message: string; code?: number; body?: Record<string, unknown> };

type Handler = Scripted | ((call: ApiCall) => Scripted);

export interface ScriptedApi extends ApiClient {
  calls: ApiCall[];
  /** Answers `METHOD /path` (the path without its query matches too). */
  on(route: string, handler: Handler): ScriptedApi;
  callsTo(route: string): ApiCall[];
}

export function scriptedApi(): ScriptedApi {
  const routes = new Map<string, Handler>();
  const calls: ApiCall[] = [];
  const answer = <T,>(call: ApiCall): Promise<ApiResult<T>> => {
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const handler = routes.get(key) ?? routes.get(key.split('?')[0]!);
    if (!handler) {
      return Promise.resolve({ ok: false, status: 503, message: `no script for ${key}` });
    }
    const scripted = typeof handler === 'function' ? handler(call) : handler;
    if ('data' in scripted) return Promise.resolve({ ok: true, data: scripted.data as T });
    return Promise.resolve({
      ok: false,
      status: scripted.status,
      message: scripted.message,
      ...(scripted.code === undefined ? {} : { code: scripted.code }),
      body: scripted.body ?? { message: scripted.message },
    });
  };
  const api: ScriptedApi = {
    calls,
    on(route, handler) {
      routes.set(route, handler);
      return api;
    },
    callsTo(route) {
      return calls.filter((c) => `${c.method} ${c.path}`.split('?')[0] === route);
    },
    getJson: (path) => answer({ method: 'GET', path }),
    postJson: (path, body) => answer({ method: 'POST', path, body }),
    putJson: (path, body) => answer({ method: 'PUT', path, body }),
    deleteJson: (path, body) => answer({ method: 'DELETE', path, body }),
    report: () => undefined,
  };
  return api;
}

export function customerI18n(lng = 'en'): I18n {
  return testTranslator(lng, {
    en: { main: enMain, auth: enAuth, office: enOffice, bonus: enBonus },
    ru: { main: ruMain, auth: ruAuth, office: ruOffice, bonus: ruBonus },
  });
}

export function customerStores(api: ApiClient, config: SiteConfig = testConfig()): RootStore {
  return createRootStore({ api, config });
}

/** Renders a widget with the scripted API behind real stores. */
export function renderCustomerWidget(
  element: ReactElement,
  opts: { api: ScriptedApi; config?: SiteConfig; url?: string; stores?: RootStore; lng?: string },
): Rendered {
  const stores = opts.stores ?? customerStores(opts.api, opts.config);
  return renderWidget(element, {
    stores,
    i18n: customerI18n(opts.lng ?? 'en'),
    url: opts.url ?? '/en/',
    ...(opts.lng ? { lng: opts.lng } : {}),
  });
}

/** A signed-in user as the session store holds it. */
export function signIn(stores: RootStore, userId = 10000001): void {
  stores.session.setUser({ isAuthenticated: true, userId, banLevel: 0, isTermsChanged: false });
}

export const RUB_ACCOUNTS = {
  balance: 150050,
  bonus: 0,
  all_accounts: [
    {
      id: 1,
      iso: 'RUB',
      symbol: '₽',
      currencyId: 643,
      type: 0,
      money: 150050,
      points: 0,
      label: null,
      isActive: true,
    },
    {
      id: 2,
      iso: 'RUB',
      symbol: '₽',
      currencyId: 643,
      type: 4,
      money: 0,
      points: 0,
      label: null,
      isActive: false,
    },
  ],
  is_available_first_deposit_bonus: true,
  isAccountFrozen: false,
  bonuses: [],
};
