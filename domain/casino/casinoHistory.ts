// Casino rounds in the customer's history (office/history), beside sports coupons: one list,
// newest first, filtered by product. A round's status reads like a coupon's so the status filter
// applies to both: open until the provider closes it; then void when every stake was rolled back,
// won when it paid anything, lost otherwise.

import type { LottoTicketView } from '../lotto/index';
import type { TotoTicketView } from '../toto/index';

export const HISTORY_PRODUCTS = ['all', 'sports', 'casino', 'toto', 'lotto'] as const;
export type HistoryProduct = (typeof HISTORY_PRODUCTS)[number];

export function isHistoryProduct(value: string): value is HistoryProduct {
  return (HISTORY_PRODUCTS as readonly string[]).includes(value);
}

export type CasinoRoundStatus = 'open' | 'won' | 'lost' | 'void';

export function casinoRoundStatus(round: {
  closed: boolean;
  stakeTotal: number;
  winTotal: number;
  refundTotal: number;
}): CasinoRoundStatus {
  if (round.stakeTotal > 0 && round.refundTotal >= round.stakeTotal) return 'void';
  if (!round.closed) return 'open';
  return round.winTotal > 0 ? 'won' : 'lost';
}

/** A casino round as the history answers it; amounts in major units, like a coupon's. */
export interface CasinoRoundEntry {
  id: number;
  gameId: number;
  /** The catalogue's name of the game (a brand name, not translated); null if it left the catalogue. */
  gameName: string | null;
  providerId: string;
  /** The provider's round id (what its own records and fairness check use). */
  providerRoundId: string;
  currencyId: number;
  stake: number;
  win: number;
  /** Stakes given back by rollbacks. */
  refund: number;
  status: CasinoRoundStatus;
  openedAt: string;
  closedAt: string | null;
  /** Provably fair reference, when the provider gave one. */
  fairness: {
    serverSeedHash: string;
    serverSeed?: string;
    clientSeed?: string;
    nonce?: number;
  } | null;
}

/** One line of the history: a sports coupon, a casino round, a toto or a lotto ticket. */
export type HistoryEntry<Coupon> =
  | { kind: 'coupon'; coupon: Coupon }
  | { kind: 'casino'; round: CasinoRoundEntry }
  | { kind: 'toto'; ticket: TotoTicketView }
  | { kind: 'lotto'; ticket: LottoTicketView };
