// Saving the coupon to a code and loading a saved coupon from one (SPEC section 3
// isCouponLoadedFromCode; the server makes the codes).
import type { CouponSystem } from './CouponSystem';
import { makeAutoObservable, runInAction } from 'mobx';
import { COUPON_TYPES, type CouponTypeId } from '../../../domain/coupon';
import type { CouponApi } from '../couponApi';
import { betFromLoaded } from './bets';
import { COUPON_CODE_PATTERN, type CouponBet, type SlipView } from './types';

/** What the codes read from the coupon and give it. */
export interface CodesHost {
  readonly slip: SlipView;
  readonly activeTypeId: CouponTypeId;
  readonly system: Pick<CouponSystem, 'activeSystemValue'>;
  /** The bets of a loaded coupon replace the coupon's. */
  replaceWithLoaded(bets: CouponBet[], typeId: unknown, systemValue: unknown, code: string): void;
}

export class CouponCodes {
  savedCode: string | null = null;
  saveStatus: 'idle' | 'saving' | 'saved' | 'failed' = 'idle';
  loadStatus: 'idle' | 'loading' | 'loaded' | 'not_found' | 'invalid' | 'failed' = 'idle';
  loadCouponInputValue = '';

  constructor(private readonly deps: { api: CouponApi; host: CodesHost }) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  async saveToCode(): Promise<void> {
    const bets = this.deps.host.slip.bets;
    if (bets.length === 0 || this.saveStatus === 'saving') return;
    this.saveStatus = 'saving';
    const type = this.deps.host.activeTypeId;
    const result = await this.deps.api.save({
      bets: bets.map((b) => ({ outcomeId: b.id, gameId: b.market.gameId })),
      typeId: type,
      ...(type === COUPON_TYPES.system
        ? { systemValue: this.deps.host.system.activeSystemValue }
        : {}),
    });
    runInAction(() => {
      if (result.ok) {
        this.savedCode = result.code;
        this.saveStatus = 'saved';
      } else {
        this.saveStatus = 'failed';
      }
    });
  }

  /** The coupon was placed: its saved code is no longer the slip's. */
  forgetSavedCode(): void {
    this.savedCode = null;
  }

  setLoadCouponInputValue(value: string): void {
    this.loadCouponInputValue = value.slice(0, 32);
    if (this.loadStatus !== 'loading') this.loadStatus = 'idle';
  }

  /** Replaces the bets with a saved coupon's (SPEC 3 isCouponLoadedFromCode). */
  async loadFromCode(code: string = this.loadCouponInputValue): Promise<void> {
    const normalised = code.trim().toUpperCase();
    if (!COUPON_CODE_PATTERN.test(normalised)) {
      this.loadStatus = 'invalid';
      return;
    }
    this.loadStatus = 'loading';
    const result = await this.deps.api.load(normalised);
    runInAction(() => {
      if (!result.ok) {
        this.loadStatus = result.notFound ? 'not_found' : 'failed';
        return;
      }
      const bets = result.coupon.bets.map(betFromLoaded).filter((b): b is CouponBet => b !== null);
      this.deps.host.replaceWithLoaded(
        bets,
        result.coupon.typeId,
        result.coupon.systemValue,
        normalised,
      );
      this.loadStatus = 'loaded';
      this.loadCouponInputValue = '';
    });
  }
}
