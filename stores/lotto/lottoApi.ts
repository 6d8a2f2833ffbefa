// Lotto, lottery draws, over HTTP: the brand's catalogue, one lottery, drawn draws (results), the
// customer's tickets and buying one. Amounts travel in major units with their currency; a refused
// ticket comes back as codes (409 { ok: false, refusals }) that the widget words from the lotto
// dictionary. Read through react-query hooks, not a store: server lists that are read and paged.
import type { ApiClient, ApiFailure, ApiResult } from '../../runtime/api';
import {
  LOTTO_REFUSAL_CODES,
  type LotteryView,
  type LottoDrawView,
  type LottoRefusalCode,
  type LottoTicketView,
} from '../../domain/lotto/index';
import { queryString } from '../queryString';
import { freshRequest as fresh } from '../requestInit';
import { lazyStore } from '../lazyStores';
import { knownRefusalsOf, type PoolRefusal } from '../poolGames/refusals';
import { postPoolTicket, type PoolPage, type PoolTicketBought } from '../poolGames/tickets';

const LOTTO = '/web-api/lotto';

export const LOTTO_PATHS = {
  catalog: `${LOTTO}/catalog`,
  lottery: (lotteryId: string) => `${LOTTO}/lotteries/${encodeURIComponent(lotteryId)}`,
  results: `${LOTTO}/results`,
  draw: (drawId: number) => `${LOTTO}/draws/${drawId}`,
  tickets: `${LOTTO}/tickets`,
} as const;

export interface LottoCatalogAnswer {
  lotteries: LotteryView[];
}

export type LottoPage<T> = PoolPage<T>;

/** A page of a list, of one lottery or (no lotteryId) of all. */
export interface LottoListQuery {
  lotteryId?: string;
  page: number;
  pageSize: number;
}

/**
 * POST /web-api/lotto/tickets: the stake in major units of the main account's currency, and
 * either the numbers chosen or how many the server picks (quick pick), never both.
 */
export type LottoTicketRequest = {
  drawId: number;
  accountId: number;
  stake: number;
} & ({ numbers: number[]; quickPick?: never } | { quickPick: number; numbers?: never });

/** `limit`: what a limit leaves, major units (limit refusals). */
export type LottoRefusal = PoolRefusal<LottoRefusalCode>;

/** How a purchase ended, as the ticket builder shows it. */
export type LottoPurchase =
  | PoolTicketBought<LottoTicketView>
  | { kind: 'refused'; refusals: LottoRefusal[] }
  /** No answer or a server failure: the same attempt may go again with its key. */
  | { kind: 'unknown'; failure: ApiFailure }
  /** Any other answer (400 bad numbers, 401, 422 key reused ...): worded, not retried as is. */
  | { kind: 'failed'; failure: ApiFailure };

/** What the lotto widget needs from the server; tests give a scripted api client instead. */
export interface LottoApi {
  catalog(signal?: AbortSignal): Promise<ApiResult<LottoCatalogAnswer>>;
  lottery(lotteryId: string, signal?: AbortSignal): Promise<ApiResult<LotteryView>>;
  results(
    query: LottoListQuery,
    signal?: AbortSignal,
  ): Promise<ApiResult<LottoPage<LottoDrawView>>>;
  draw(drawId: number, signal?: AbortSignal): Promise<ApiResult<LottoDrawView>>;
  tickets(
    query: LottoListQuery,
    signal?: AbortSignal,
  ): Promise<ApiResult<LottoPage<LottoTicketView>>>;
  /** Buys a ticket; `idempotencyKey` is fresh per attempt (the same for a repeat of one). */
  buy(request: LottoTicketRequest, idempotencyKey: string): Promise<LottoPurchase>;
}

export function createLottoApi(api: ApiClient): LottoApi {
  // Draws close and tickets settle on the server's clock: never from the HTTP cache.
  return {
    catalog: (signal) => api.getJson(LOTTO_PATHS.catalog, fresh(signal)),
    lottery: (lotteryId, signal) => api.getJson(LOTTO_PATHS.lottery(lotteryId), fresh(signal)),
    results: (query, signal) =>
      api.getJson(`${LOTTO_PATHS.results}${queryString({ ...query })}`, fresh(signal)),
    draw: (drawId, signal) => api.getJson(LOTTO_PATHS.draw(drawId), fresh(signal)),
    tickets: (query, signal) =>
      api.getJson(`${LOTTO_PATHS.tickets}${queryString({ ...query })}`, fresh(signal)),
    async buy(request, idempotencyKey) {
      const { answer, bought } = await postPoolTicket<LottoTicketView>(
        api,
        LOTTO_PATHS.tickets,
        request,
        idempotencyKey,
      );
      if (bought) return bought;
      if (answer.ok) {
        return { kind: 'unknown', failure: { ok: false, status: 0, message: 'no ticket' } };
      }
      const refusals = lottoRefusalsOf(answer.body?.refusals);
      if (answer.status === 409 && refusals.length > 0) return { kind: 'refused', refusals };
      if (answer.status === 0 || answer.status >= 500) return { kind: 'unknown', failure: answer };
      return { kind: 'failed', failure: answer };
    },
  };
}

/** The refusals of a 409 body; entries that are not known refusals are left out. */
export function lottoRefusalsOf(value: unknown): LottoRefusal[] {
  return knownRefusalsOf(LOTTO_REFUSAL_CODES, value);
}

/** The root store's lotto api, built on first use (lazyStores.ts). */
export const lottoApiStore = lazyStore('lotto', (deps) => createLottoApi(deps.api));
