// One-click (SPEC sections 4 and 6): a single with the customer's one-click stake goes at once,
// through the same placement; turning it on with bets in the coupon asks first.
import { makeAutoObservable } from 'mobx';
import { COUPON_TYPES, type CouponToPlace } from '../../../domain/coupon';
import { minorToMajorNumber } from '../../../domain/money/amounts';
import { minorUnitDigitsOf, parseAmountToMinor } from '../../../domain/session';
import type { CouponSettingsStore } from '../CouponSettingsStore';
import { makeBet, type BetExtras } from './bets';
import type { CouponPlacement } from './CouponPlacement';
import type { CouponStakes } from './CouponStakes';
import type {
  BetGameInput,
  BetMarketInput,
  BetOutcomeInput,
  CouponContext,
  SlipView,
} from './types';

/** What one-click reads from the coupon and does to it. */
export interface OneClickHost {
  readonly slip: Pick<SlipView, 'count'> & { clear(): void };
  readonly panel: { setQuickCouponVisible(visible: boolean): void };
}

/** The coupon and the parts of it that one-click betting works with. */
interface OneClickDeps {
  host: OneClickHost;
  context: CouponContext;
  settings: CouponSettingsStore;
  stakes: CouponStakes;
  placement: CouponPlacement;
}

export class CouponOneClick {
  /** A confirmation that one-click clears the coupon is on screen (SPEC section 4). */
  isOneClickConfirmationOpen = false;

  constructor(private readonly deps: OneClickDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** The control shows only with the site flag, and only to a signed-in customer. */
  get isOneClickAvailable(): boolean {
    return this.deps.context.flags().show_one_click === true && this.deps.context.isSignedIn();
  }

  get isOneClickActive(): boolean {
    return this.isOneClickAvailable && this.deps.settings.settings.isActiveOneClick;
  }

  /** The one-click stake (minor units): the customer's, else the initial amount. */
  get oneClickAmount(): number {
    const chosen = this.deps.stakes.isBonusAccount
      ? this.deps.settings.bonusAccountOneClickAmount
      : this.deps.settings.settings.oneClickAmount;
    return chosen > 0 ? chosen : this.deps.stakes.initialAmount;
  }

  setOneClickAmount(amountMinor: number): void {
    if (this.deps.stakes.isBonusAccount)
      this.deps.settings.setBonusAccountOneClickAmount(amountMinor);
    else this.deps.settings.setOneClickAmount(amountMinor);
  }

  setOneClickAmountText(text: string): boolean {
    const minor = parseAmountToMinor(text, this.deps.stakes.currencyId);
    if (minor === null) return false;
    this.setOneClickAmount(minor);
    return true;
  }

  /** SPEC section 4: with bets in the coupon, turning one-click on asks first. */
  requestOneClick(on: boolean): void {
    if (on && !this.isOneClickAvailable) return;
    this.isOneClickConfirmationOpen = this.deps.settings.requestOneClick(
      on,
      this.deps.host.slip.count,
    );
  }

  /** Confirmed: the bets go and one-click is on. */
  confirmOneClick(): void {
    this.isOneClickConfirmationOpen = false;
    this.deps.host.slip.clear();
    this.deps.settings.forceOneClick(true);
  }

  /** Declined: one-click stays off, the bets stay. */
  declineOneClick(): void {
    this.isOneClickConfirmationOpen = false;
  }

  /** One-click: a single with the one-click stake goes at once, through the same placement. */
  async placeOneClick(
    outcome: BetOutcomeInput,
    game: BetGameInput,
    market: BetMarketInput,
    extras: BetExtras = {},
  ): Promise<void> {
    const account = this.deps.stakes.account;
    if (!this.isOneClickActive || !account || this.deps.placement.isActivePlaceBet) return;
    const bet = makeBet(outcome, game, market, extras);
    const digits = minorUnitDigitsOf(account.currencyId);
    const amount = minorToMajorNumber(this.oneClickAmount, digits);
    const body: CouponToPlace = {
      typeId: COUPON_TYPES.singles,
      accountId: account.id,
      amount,
      amountByBetId: { [bet.id]: amount },
      changeCoefAction: this.deps.settings.settings.changeCoefAction,
      bets: [
        {
          outcomeId: bet.id,
          gameId: bet.market.gameId,
          coef: bet.market.coef,
          isLive: bet.market.isLive,
        },
      ],
      ...this.deps.placement.optionalBody(),
    };
    this.deps.host.panel.setQuickCouponVisible(true);
    await this.deps.placement.submit(body, 'oneClick');
  }
}
