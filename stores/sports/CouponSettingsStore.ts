import { makeAutoObservable } from 'mobx';
import {
  DEFAULT_CHANGE_COEF_ACTION,
  requestOneClick,
  setDropOnScoreChange,
  setExactCoef,
  type ChangeCoefAction,
  type CouponSettings,
} from '../../domain/coupon';
import { readStoredObject, writeStoredObject, type KeyValueStorage } from './preferences';
import { COUPON_SETTINGS_STORAGE_KEY } from './coupon/settingsKey';

export { COUPON_SETTINGS_STORAGE_KEY };

/** SPEC section 3 "Coupon settings" defaults: changeCoefAction 2, balance and win shown. */
export const DEFAULT_COUPON_SETTINGS: CouponSettings = {
  changeCoefAction: DEFAULT_CHANGE_COEF_ACTION,
  exactCoef: 0,
  isDropOnScoreChange: false,
  isActiveOneClick: false,
  // 0: the one-click stake is the currency's initial amount until the customer picks one.
  oneClickAmount: 0,
  isAutoMax: false,
  isVipBet: false,
  isBalanceShown: true,
  isPossibleWinShown: true,
  isSelectAccountShown: true,
};

const FLAGS = [
  'isDropOnScoreChange',
  'isActiveOneClick',
  'isAutoMax',
  'isVipBet',
  'isBalanceShown',
  'isPossibleWinShown',
  'isSelectAccountShown',
] as const;

/**
 * The customer's coupon preferences (SPEC section 3 "Coupon settings"), kept in local storage.
 * The transitions of SPEC section 4 (exact coefficient, drop on score change, one-click) are the
 * domain's pure functions; this store only holds their result.
 */
export class CouponSettingsStore {
  settings: CouponSettings = { ...DEFAULT_COUPON_SETTINGS };
  /** Minor units a step button adds, per currency ISO code, when the customer set one. */
  amountStepByCurrencyIso: Record<string, number> = {};
  isManualAmountStep = false;
  isCouponFixed = false;
  expressId: number | null = null;
  /** Minor units of the one-click stake on the bonus account (0: the initial amount). */
  bonusAccountOneClickAmount = 0;

  private readonly storage: KeyValueStorage | undefined;

  constructor(deps: { storage?: KeyValueStorage } = {}) {
    this.storage = deps.storage;
    this.restore();
    makeAutoObservable<this, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  setChangeCoefAction(action: ChangeCoefAction): void {
    if (action !== 0 && action !== 1 && action !== 2) return;
    this.update({ ...this.settings, changeCoefAction: action });
  }

  /** SPEC section 4: zero also resets drop-on-score-change. Refuses a value that is no price. */
  setExactCoef(exactCoef: number): boolean {
    if (!Number.isFinite(exactCoef) || exactCoef < 0) return false;
    if (exactCoef !== 0 && Math.round(exactCoef * 100) !== exactCoef * 100) return false;
    if (exactCoef !== 0 && exactCoef <= 1) return false;
    this.update(setExactCoef(this.settings, exactCoef));
    return true;
  }

  /** SPEC section 4: enabling drop-on-score-change turns one-click off. */
  setDropOnScoreChange(on: boolean): void {
    this.update(setDropOnScoreChange(this.settings, on));
  }

  /**
   * SPEC section 4: turning one-click on with bets in the coupon needs a confirmation first
   * (settings stay as they are); otherwise it switches at once. Returns whether it must ask.
   */
  requestOneClick(on: boolean, betCount: number): boolean {
    const { settings, needsConfirmation } = requestOneClick(this.settings, on, betCount);
    if (!needsConfirmation) this.update(settings);
    return needsConfirmation;
  }

  /** After the customer confirmed (the coupon store has cleared the bets). */
  forceOneClick(on: boolean): void {
    this.update(requestOneClick(this.settings, on, 0).settings);
  }

  setOneClickAmount(amountMinor: number): void {
    if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) return;
    this.update({ ...this.settings, oneClickAmount: amountMinor });
  }

  setBonusAccountOneClickAmount(amountMinor: number): void {
    if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) return;
    this.bonusAccountOneClickAmount = amountMinor;
    this.save();
  }

  setAutoMax(on: boolean): void {
    this.update({ ...this.settings, isAutoMax: on });
  }

  setVipBet(on: boolean): void {
    this.update({ ...this.settings, isVipBet: on });
  }

  setBalanceShown(on: boolean): void {
    this.update({ ...this.settings, isBalanceShown: on });
  }

  setPossibleWinShown(on: boolean): void {
    this.update({ ...this.settings, isPossibleWinShown: on });
  }

  setSelectAccountShown(on: boolean): void {
    this.update({ ...this.settings, isSelectAccountShown: on });
  }

  /** A step of the customer's own for a currency (minor units); 0 or less goes back to default. */
  setAmountStep(iso: string, stepMinor: number): void {
    const { [iso]: _previous, ...rest } = this.amountStepByCurrencyIso;
    this.amountStepByCurrencyIso =
      Number.isSafeInteger(stepMinor) && stepMinor > 0 ? { ...rest, [iso]: stepMinor } : rest;
    this.isManualAmountStep = Object.keys(this.amountStepByCurrencyIso).length > 0;
    this.save();
  }

  private update(settings: CouponSettings): void {
    this.settings = settings;
    this.save();
  }

  private save(): void {
    writeStoredObject(this.storage, COUPON_SETTINGS_STORAGE_KEY, {
      ...this.settings,
      amountStepByCurrencyIso: this.amountStepByCurrencyIso,
      isManualAmountStep: this.isManualAmountStep,
      isCouponFixed: this.isCouponFixed,
      expressId: this.expressId,
      bonusAccountOneClickAmount: this.bonusAccountOneClickAmount,
    });
  }

  /** Reads the stored settings; a value of the wrong kind keeps its default. */
  private restore(): void {
    const saved = readStoredObject(this.storage, COUPON_SETTINGS_STORAGE_KEY);
    const next: CouponSettings = { ...DEFAULT_COUPON_SETTINGS };
    if (saved.changeCoefAction === 0 || saved.changeCoefAction === 1) {
      next.changeCoefAction = saved.changeCoefAction;
    }
    for (const flag of FLAGS) {
      if (typeof saved[flag] === 'boolean') next[flag] = saved[flag];
    }
    if (isMinor(saved.oneClickAmount)) next.oneClickAmount = saved.oneClickAmount;
    if (typeof saved.exactCoef === 'number' && Number.isFinite(saved.exactCoef)) {
      next.exactCoef = saved.exactCoef > 1 ? saved.exactCoef : 0;
    }
    if (next.isDropOnScoreChange) next.isActiveOneClick = false;
    this.settings = next;
    const steps = saved.amountStepByCurrencyIso;
    if (steps !== null && typeof steps === 'object' && !Array.isArray(steps)) {
      for (const [iso, step] of Object.entries(steps as Record<string, unknown>)) {
        if (/^[A-Z]{3}$/.test(iso) && isMinor(step) && step > 0) {
          this.amountStepByCurrencyIso[iso] = step;
        }
      }
    }
    this.isManualAmountStep = Object.keys(this.amountStepByCurrencyIso).length > 0;
    this.isCouponFixed = saved.isCouponFixed === true;
    if (Number.isInteger(saved.expressId)) this.expressId = saved.expressId as number;
    if (isMinor(saved.bonusAccountOneClickAmount)) {
      this.bonusAccountOneClickAmount = saved.bonusAccountOneClickAmount;
    }
  }
}

function isMinor(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
