// The coupon's arrangement (SPEC section 3 "Coupon state", "System option"; section 4 "Bets and
// coupon"): the system value, the bankers of a system coupon (block 0) and each bet's block in a
// blocks coupon. Kept with the coupon (./persistence.ts); every change makes the last refusals
// stale and is saved.
import { makeAutoObservable } from 'mobx';
import {
  COUPON_TYPES,
  DEFAULT_SYSTEM_VALUE,
  systemOptions,
  type CouponTypeId,
  type SystemOption,
} from '../../../domain/coupon';
import { MIN_SYSTEM_VALUE, type SlipView } from './types';

/** What the arrangement reads from the coupon and tells it. */
export interface SystemHost {
  readonly slip: SlipView;
  readonly activeTypeId: CouponTypeId;
  resetPlacement(): void;
  save(): void;
}

/** The arrangement as it is kept (./persistence.ts). */
export interface StoredArrangement {
  systemValue: number;
  isActiveSystemBanker: boolean;
  bankerIds: number[];
  blockByBetId: Record<number, number>;
}

export class CouponSystem implements StoredArrangement {
  systemValue = DEFAULT_SYSTEM_VALUE;
  /** Bankers of a system coupon are in block 0 (SPEC section 4). */
  isActiveSystemBanker = false;
  bankerIds: number[] = [];
  /** Blocks coupon (typeId 4): each bet's block, 1..n. */
  blockByBetId: Record<number, number> = {};

  private readonly host: SystemHost;
  /** The least stake (minor units) of the coupon's currency. */
  private readonly minStake: () => number;

  constructor(host: SystemHost, minStake: () => number) {
    this.host = host;
    this.minStake = minStake;
    makeAutoObservable<this, 'host' | 'minStake'>(
      this,
      { host: false, minStake: false },
      { autoBind: true },
    );
  }

  /** Bankers counted only while the banker toggle is on and the coupon is a system. */
  get activeBankerIds(): number[] {
    if (!this.isActiveSystemBanker || this.host.activeTypeId !== COUPON_TYPES.system) return [];
    return this.bankerIds.filter((id) => this.host.slip.betsById.has(id));
  }

  /** SPEC section 3 "System option": value, offset, minBetAmount, combo. */
  get systemOptions(): SystemOption[] {
    return systemOptions(this.host.slip.count, this.activeBankerIds.length, this.minStake());
  }

  /** The chosen system value when it is one of the options, else the first option's. */
  get activeSystemValue(): number {
    const options = this.systemOptions;
    if (options.some((o) => o.value === this.systemValue)) return this.systemValue;
    return options[0]?.value ?? DEFAULT_SYSTEM_VALUE;
  }

  get activeSystemOption(): SystemOption | undefined {
    return this.systemOptions.find((o) => o.value === this.activeSystemValue);
  }

  /** SPEC section 5: a system value is at least 2. */
  setSystemValue(value: number): void {
    if (!Number.isInteger(value) || value < MIN_SYSTEM_VALUE) return;
    this.systemValue = value;
    this.changed();
  }

  setSystemBanker(on: boolean): void {
    this.isActiveSystemBanker = on;
    this.changed();
  }

  isBanker(betId: number): boolean {
    return this.activeBankerIds.includes(betId);
  }

  /** A bet banned from express cannot be a banker (SPEC section 3 Bet isDisabledBanker). */
  canBeBanker(betId: number): boolean {
    const bet = this.host.slip.betsById.get(betId);
    if (!bet || bet.isBannedExpress || bet.isDisabledBanker) return false;
    // At least two bets must stay outside the bankers for a system of 2.
    return this.isBanker(betId) || this.host.slip.count - this.activeBankerIds.length > 2;
  }

  toggleBanker(betId: number): void {
    if (!this.host.slip.betsById.has(betId)) return;
    if (this.bankerIds.includes(betId)) {
      this.bankerIds = this.bankerIds.filter((id) => id !== betId);
    } else if (this.canBeBanker(betId)) {
      this.bankerIds = [...this.bankerIds, betId];
    }
    this.changed();
  }

  /** The block of a bet in a blocks coupon (1 until the customer moves it). */
  blockOf(betId: number): number {
    return this.blockByBetId[betId] ?? 1;
  }

  /** Blocks a bet can be put in: 1 .. number of bets. */
  get blockChoices(): number[] {
    return Array.from({ length: Math.max(1, this.host.slip.count) }, (_, i) => i + 1);
  }

  /** The blocks that hold bets, in order. */
  get usedBlockIds(): number[] {
    return [...new Set(this.host.slip.bets.map((b) => this.blockOf(b.id)))].sort((a, b) => a - b);
  }

  setBetBlock(betId: number, blockId: number): void {
    if (!this.host.slip.betsById.has(betId) || !this.blockChoices.includes(blockId)) return;
    this.blockByBetId = { ...this.blockByBetId, [betId]: blockId };
    this.changed();
  }

  /** A bet left the coupon: it is no banker and in no block. */
  forgetBet(betId: number): void {
    this.bankerIds = this.bankerIds.filter((id) => id !== betId);
    const { [betId]: _block, ...blocks } = this.blockByBetId;
    this.blockByBetId = blocks;
  }

  /** The arrangement kept locally or loaded from a code. */
  restore(
    saved: Partial<Omit<StoredArrangement, 'systemValue'>> & { systemValue?: number | null },
  ): void {
    if (saved.systemValue != null) this.systemValue = saved.systemValue;
    if (saved.isActiveSystemBanker !== undefined) {
      this.isActiveSystemBanker = saved.isActiveSystemBanker;
    }
    if (saved.bankerIds) this.bankerIds = saved.bankerIds;
    if (saved.blockByBetId) this.blockByBetId = saved.blockByBetId;
  }

  private changed(): void {
    this.host.resetPlacement();
    this.host.save();
  }
}
