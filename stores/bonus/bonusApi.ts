// Bonuses and promo codes over HTTP (domain/bonus/contract.ts): the customer's bonuses with their
// wagering, the first-deposit offer, and checking and redeeming a promo code. Read through
// react-query hooks (widgets/shared/bonus/bonusQueries.ts), keyed by the signed-in user.
import type { ApiClient, ApiResult } from '../../runtime/api';
import {
  BONUS_PATHS,
  type BonusListResponse,
  type DepositOfferResponse,
  type PromoCheckResponse,
} from '../../domain/bonus/contract';
import { failureOf, type ActionResult } from '../actionResult';
import { lazyStore } from '../lazyStores';

export interface BonusApi {
  list(signal?: AbortSignal): Promise<ApiResult<BonusListResponse>>;
  depositOffer(signal?: AbortSignal): Promise<ApiResult<DepositOfferResponse>>;
  /** Whether the code may be redeemed now; nothing changes. */
  check(code: string): Promise<ActionResult<{ promo: PromoCheckResponse }>>;
  redeem(code: string): Promise<ActionResult<{ promo: PromoCheckResponse }>>;
}

export function createBonusApi(api: ApiClient): BonusApi {
  const promo =
    (path: string) =>
    async (code: string): Promise<ActionResult<{ promo: PromoCheckResponse }>> => {
      const answer = await api.postJson<PromoCheckResponse>(path, { code: code.trim() });
      return answer.ok ? { ok: true, promo: answer.data } : failureOf(answer);
    };
  return {
    list: (signal) =>
      api.getJson<BonusListResponse>(BONUS_PATHS.list, { cache: 'no-store', signal }),
    depositOffer: (signal) =>
      api.getJson<DepositOfferResponse>(BONUS_PATHS.depositOffer, { cache: 'no-store', signal }),
    check: promo(BONUS_PATHS.promoCheck),
    redeem: promo(BONUS_PATHS.promoRedeem),
  };
}

/** The root store's bonus api, built on first use (lazyStores.ts). */
export const bonusApiStore = lazyStore('bonus', (deps) => createBonusApi(deps.api));
