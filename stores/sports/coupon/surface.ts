// CouponStore's surface predates its parts (CouponStakes, CouponPlacement, CouponOneClick, CouponCodes): widgets
// read `coupon.amount`, call `coupon.setAmount(...)`. These members hand over to the part that
// holds the state, installed on the store's prototype so makeAutoObservable sees them as its own
// getters (computed) and methods (bound actions), as when they were written out one by one.
import type { CouponCodes } from './CouponCodes';
import type { CouponOneClick } from './CouponOneClick';
import type { CouponPlacement } from './CouponPlacement';
import type { CouponStakes } from './CouponStakes';

export const STAKE_GETTERS = [
  'amount',
  'freeBets',
  'freeBetId',
  'accounts',
  'account',
  'isBonusAccount',
  'currencyId',
  'rules',
  'amountStep',
  'initialAmount',
  'minBetAmount',
  'maxBetAmount',
  'maxPayout',
  'isMinShown',
  'isMaxShown',
  'isActiveAutoMax',
  'autoMaxAmount',
  'usableFreeBets',
  'isFreeBetAvailable',
  'freeBet',
  'quickAmounts',
  'totalAmount',
  'balance',
] as const;
export const STAKE_METHODS = [
  'setAccountId',
  'selectFreeBet',
  'loadFreeBets',
  'amountOf',
  'setAmount',
  'setAmountText',
  'stepAmount',
  'setAutoMax',
  'toInputText',
  'parseAmount',
  'format',
  'formatMajor',
] as const;
/** The stake: account, amounts per mode, limits and the free bet. */
export type StakeSurface = Pick<
  CouponStakes,
  (typeof STAKE_GETTERS)[number] | (typeof STAKE_METHODS)[number]
>;

export const ONE_CLICK_GETTERS = [
  'isOneClickConfirmationOpen',
  'isOneClickAvailable',
  'isOneClickActive',
  'oneClickAmount',
] as const;
export const ONE_CLICK_METHODS = [
  'setOneClickAmount',
  'setOneClickAmountText',
  'requestOneClick',
  'confirmOneClick',
  'declineOneClick',
  'placeOneClick',
] as const;
/** One-click placement and its confirmation. */
export type OneClickSurface = Pick<
  CouponOneClick,
  (typeof ONE_CLICK_GETTERS)[number] | (typeof ONE_CLICK_METHODS)[number]
>;

export const CODE_GETTERS = [
  'savedCode',
  'saveStatus',
  'loadStatus',
  'loadCouponInputValue',
] as const;
export const CODE_METHODS = ['saveToCode', 'setLoadCouponInputValue', 'loadFromCode'] as const;
/** Saving the coupon to a code and loading one. */
export type CodeSurface = Pick<
  CouponCodes,
  (typeof CODE_GETTERS)[number] | (typeof CODE_METHODS)[number]
>;

export const PLACEMENT_GETTERS = [
  'placeStatus',
  'refusals',
  'failure',
  'successCoupons',
  'lastPlacementOrigin',
  'isActivePlaceBet',
  'activePlaceBetIds',
  'hasInsufficientFunds',
  'couponRefusals',
] as const;
export const PLACEMENT_METHODS = ['refusalsFor', 'refusalsForBlock', 'dismissResult'] as const;
/** The last placement: its status, refusals (per bet, per block, the coupon's) and result. */
export type PlacementSurface = Pick<
  CouponPlacement,
  (typeof PLACEMENT_GETTERS)[number] | (typeof PLACEMENT_METHODS)[number]
>;

type Parts = Record<string, Record<string, unknown>>;

/** Getters and methods on `proto` that hand over to the instance's `part`. */
export function handOver(
  proto: object,
  part: string,
  getters: readonly string[],
  methods: readonly string[],
): void {
  for (const name of getters) {
    Object.defineProperty(proto, name, {
      configurable: true,
      enumerable: false,
      get(this: Parts) {
        return this[part]![name];
      },
    });
  }
  for (const name of methods) {
    Object.defineProperty(proto, name, {
      configurable: true,
      enumerable: false,
      writable: true,
      value(this: Parts, ...args: unknown[]) {
        const target = this[part]!;
        return (target[name] as (...a: unknown[]) => unknown).apply(target, args);
      },
    });
  }
}
