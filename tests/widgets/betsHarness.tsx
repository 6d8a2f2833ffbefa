// Helpers for the bet history and printable coupon tests: booked coupons as the server answers
// them, a translator with the history dictionary, and a widget rendered inside a react-query client
// over real stores and a scripted api.
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../runtime/api';
import {
  createRootStore,
  type BookedCoupon,
  type BookedCouponLeg,
  type RootStore,
} from '../../stores';
import enHistory from '../../configs/locales/en/history.json';
import ruHistory from '../../configs/locales/ru/history.json';
import arHistory from '../../configs/locales/ar/history.json';
import { scriptedApi, signIn, type ScriptedApi } from './customerHarness';
import { renderWidget, testConfig, type Rendered, testTranslator } from './harness';

export function historyI18n(lng = 'en') {
  return testTranslator(lng, {
    en: { history: enHistory },
    ru: { history: ruHistory },
    ar: { history: arHistory },
  });
}

export function bookedLeg(outcomeId: number, overrides: Partial<BookedCouponLeg> = {}) {
  return {
    outcomeId,
    gameId: outcomeId * 10,
    coef: 1.5,
    blockId: 1,
    marketName: 'Match result',
    outcomeName: `Home ${outcomeId}`,
    opponents: [`Home ${outcomeId}`, `Away ${outcomeId}`],
    startAt: 1_893_456_000, // 2030-01-01T00:00:00Z
    isLive: false,
    sportId: 1,
    champId: 100,
    result: null,
    ...overrides,
  } satisfies BookedCouponLeg;
}

export function bookedCoupon(id: number, overrides: Partial<BookedCoupon> = {}): BookedCoupon {
  return {
    id,
    typeId: 1,
    amount: 150,
    coef: 2.25,
    possibleWin: 337.5,
    status: 'open',
    placedAt: '2030-01-01T09:30:00.000Z',
    currencyId: 643,
    accountId: 1,
    systemValue: null,
    isVip: false,
    isFreeBet: false,
    payout: null,
    settledAt: null,
    legs: [bookedLeg(101), bookedLeg(201)],
    ...overrides,
  };
}

export function historyAnswer(items: BookedCoupon[], total = items.length, page = 1) {
  return { data: { items, total, page, pageSize: 20 } };
}

/** Signed-in stores (unless told otherwise) over a scripted api. */
export function betsSetup(options: { signedIn?: boolean } = {}) {
  const api: ScriptedApi = scriptedApi();
  const stores: RootStore = createRootStore({ api, config: testConfig() });
  if (options.signedIn !== false) signIn(stores);
  return { api, stores };
}

/** Renders inside a fresh query client (no retries, so failures show at once). */
export function renderWithQueries(
  element: ReactElement,
  opts: { stores: RootStore; url?: string; lng?: string; i18n?: ReturnType<typeof historyI18n> },
): Rendered {
  const lng = opts.lng ?? 'en';
  return renderWidget(
    <QueryClientProvider client={createQueryClient({ retries: 0 })}>{element}</QueryClientProvider>,
    {
      stores: opts.stores,
      i18n: opts.i18n ?? historyI18n(lng),
      lng,
      url: opts.url ?? `/${lng}/office/history`,
    },
  );
}

/** The query of every history request the widget sent, in order. */
export function historyQueries(api: ScriptedApi): Record<string, string>[] {
  return api
    .callsTo('GET /web-api/bets/history')
    .map((call) => Object.fromEntries(new URLSearchParams(call.path.split('?')[1] ?? '')));
}
