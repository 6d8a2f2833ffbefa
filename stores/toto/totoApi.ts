// Toto, pool betting, over HTTP (the contract's toto API): the current and next draw with the
// brand's rules, the nominees, past draws, the customer's tickets and buying one. Amounts travel
// in major units with their currency; refusals come back as codes (409 { ok: false, refusals })
// that the widget words from the toto dictionary. Read through react-query hooks, not a store:
// server lists that are read, paged and cached.
import type { ApiClient, ApiFailure, ApiResult } from '../../runtime/api';
import {
  TOTO_REFUSAL_CODES,
  type TotoDrawView,
  type TotoGameView,
  type TotoPick,
  type TotoRefusalCode,
  type TotoRulesView,
  type TotoTicketView,
} from '../../domain/toto/index';
import { queryString } from '../queryString';
import { freshRequest as fresh } from '../requestInit';
import { lazyStore } from '../lazyStores';
import { knownRefusalsOf, type PoolRefusal } from '../poolGames/refusals';
import { postPoolTicket, type PoolPage, type PoolTicketBought } from '../poolGames/tickets';

const TOTO = '/web-api/toto';

export const TOTO_PATHS = {
  draw: `${TOTO}/draw`,
  nominees: `${TOTO}/nominees`,
  draws: `${TOTO}/draws`,
  tickets: `${TOTO}/tickets`,
} as const;

/** `current` is the open draw closing first, `next` the one after it. */
export type TotoDrawWhich = 'current' | 'next';

export interface TotoDrawAnswer {
  draw: TotoDrawView | null;
  rules: TotoRulesView;
}

export type TotoPage<T> = PoolPage<T>;

/** POST /web-api/toto/tickets: the unit stake in major units of the main account's currency. */
export interface TotoTicketRequest {
  drawId: number;
  accountId: number;
  unitStake: number;
  picks: TotoPick[][];
}

export type TotoRefusal = PoolRefusal<TotoRefusalCode>;

export type TotoBuyResult =
  | PoolTicketBought<TotoTicketView>
  | { kind: 'refused'; refusals: TotoRefusal[] }
  /** 400: a field of the ticket is wrong (`picks/3`, `unitStake` ...); nothing moved. */
  | { kind: 'invalid'; field: string | null; message: string }
  /** No answer, or a server failure: the ticket may or may not have been bought. */
  | { kind: 'unknown'; status: number; message: string }
  /** Any other answer (401, 422 ...): nothing was bought. */
  | { kind: 'failed'; status: number; message: string };

/** What the toto widget needs from the server; tests give a scripted api client instead. */
export interface TotoApi {
  draw(which: TotoDrawWhich, lng: string, signal?: AbortSignal): Promise<ApiResult<TotoDrawAnswer>>;
  nominees(lng: string, signal?: AbortSignal): Promise<ApiResult<{ games: TotoGameView[] }>>;
  draws(
    page: number,
    pageSize: number,
    lng: string,
    signal?: AbortSignal,
  ): Promise<ApiResult<TotoPage<TotoDrawView>>>;
  tickets(
    page: number,
    pageSize: number,
    lng: string,
    signal?: AbortSignal,
  ): Promise<ApiResult<TotoPage<TotoTicketView>>>;
  /** `idempotencyKey` makes a repeat of the same attempt answer the first ticket again. */
  buy(body: TotoTicketRequest, idempotencyKey: string): Promise<TotoBuyResult>;
}

export function createTotoApi(api: ApiClient): TotoApi {
  // Pools, results and tickets change with every sale and settlement: never the HTTP cache.
  return {
    draw: (which, lng, signal) =>
      api.getJson(`${TOTO_PATHS.draw}${queryString({ which, lng })}`, fresh(signal)),
    nominees: (lng, signal) =>
      api.getJson(`${TOTO_PATHS.nominees}${queryString({ lng })}`, fresh(signal)),
    draws: (page, pageSize, lng, signal) =>
      api.getJson(`${TOTO_PATHS.draws}${queryString({ page, pageSize, lng })}`, fresh(signal)),
    tickets: (page, pageSize, lng, signal) =>
      api.getJson(`${TOTO_PATHS.tickets}${queryString({ page, pageSize, lng })}`, fresh(signal)),
    async buy(body, idempotencyKey) {
      const { answer, bought } = await postPoolTicket<TotoTicketView>(
        api,
        TOTO_PATHS.tickets,
        body,
        idempotencyKey,
      );
      if (bought) return bought;
      if (answer.ok) return { kind: 'unknown', status: 200, message: 'no ticket in the answer' };
      return buyFailure(answer);
    },
  };
}

function buyFailure(answer: ApiFailure): TotoBuyResult {
  const refusals = totoRefusalsOf(answer.body?.refusals);
  if (answer.status === 409 && refusals.length > 0) return { kind: 'refused', refusals };
  if (answer.status === 400) {
    const field = answer.body?.field;
    return {
      kind: 'invalid',
      field: typeof field === 'string' ? field : null,
      message: answer.message,
    };
  }
  if (answer.status === 0 || answer.status >= 500) {
    return { kind: 'unknown', status: answer.status, message: answer.message };
  }
  return { kind: 'failed', status: answer.status, message: answer.message };
}

/** The refusals of a 409 body; entries that are not known refusals are left out. */
export function totoRefusalsOf(value: unknown): TotoRefusal[] {
  return knownRefusalsOf(TOTO_REFUSAL_CODES, value);
}

/** The root store's toto api, built on first use (lazyStores.ts). */
export const totoApiStore = lazyStore('toto', (deps) => createTotoApi(deps.api));
