// Bonus wagering rules (SPEC sections 2 and 3: the first-deposit bonus, the bonus account type 4).
// Pure and shared by the server (server/bonus/) and the office pages: how much a first deposit
// earns, which settled coupons and casino rounds count towards a bonus's wagering requirement and
// by how much, when a bonus is complete or expired, and the progress a customer sees.

/** The registration's first-deposit bonus choice (SPEC section 4 "Registration choices"). */
export const BONUS_CHOICE = { refuse: 0, sports: 1, casino: 2 } as const;

/** What a bonus is wagered with: settled coupons (sports) or closed casino rounds (casino). */
export type BonusProduct = 'sports' | 'casino';

/**
 * A bonus's life: active until wagered (completed: moved to the main account), expired, or
 * forfeited (a first-deposit bonus whose customer started a withdrawal before it was wagered). A
 * free bet is active until a coupon stakes it (used; a void coupon makes it active again) or
 * expired.
 */
export type BonusStatus = 'active' | 'completed' | 'expired' | 'forfeited' | 'used';

/**
 * Where a bonus came from: cashback is a closed casino cashback period (server/bonus/cashback.ts);
 * an operator grants free bets (docs/bonus.md "Free bets").
 */
export type BonusSource = 'first_deposit' | 'promo' | 'cashback' | 'grant';

/** One product's first-deposit offer and wagering terms (site config `bonuses`). */
export interface BonusTerms {
  /** The bonus as a share of the first deposit, in percent (100: the deposit doubled). */
  percent: number;
  /** The largest bonus, in major units of the bonus account's currency. */
  maxAmount: number;
  /** The smallest first deposit that earns the bonus, in major units. */
  minDeposit: number;
  /** The wagering requirement: the bonus amount times this. */
  multiplier: number;
  /** Days from the credit to the expiry. */
  expiryDays: number;
  /** Sports: each leg's odds must be at least this (decimal odds). */
  minOdds?: number;
  /**
   * Casino: the percent of a round's stake that counts, by the game's section id
   * (domain/casino/catalogueTypes.ts CASINO_SECTIONS); `default` for every section not listed.
   */
  gameWeights?: Record<string, number>;
}

/**
 * How a closed period's casino cashback is paid (site config `bonuses.cashback`): credited to the
 * bonus account as a casino bonus to wager `multiplier` times within `expiryDays`, or with
 * multiplier 0 straight to the main account.
 */
export interface CashbackPayoutTerms {
  multiplier: number;
  expiryDays: number;
}

/**
 * A brand that says nothing pays cashback as a casino bonus to stake once (x1) within 7 days: a
 * small requirement, so the cashback is played at least once before it can be withdrawn.
 */
export const DEFAULT_CASHBACK_PAYOUT: CashbackPayoutTerms = { multiplier: 1, expiryDays: 7 };

/** Site config `bonuses`: the brand's first-deposit offers; a product left out offers none. */
export interface BonusConfig {
  firstDeposit: Partial<Record<BonusProduct, BonusTerms>>;
  /** How casino cashback is paid; DEFAULT_CASHBACK_PAYOUT when absent. */
  cashback?: Partial<CashbackPayoutTerms>;
}

/** The brand's cashback payout terms, the defaults filling what it leaves out. */
export function cashbackPayoutTerms(config: BonusConfig | null | undefined): CashbackPayoutTerms {
  return { ...DEFAULT_CASHBACK_PAYOUT, ...(config?.cashback ?? {}) };
}

/**
 * The wagering terms a cashback bonus is credited with: every casino game counts in full (the
 * cashback came from casino play of any section).
 */
export function cashbackBonusTerms(payout: CashbackPayoutTerms): BonusTerms {
  return {
    percent: 0,
    maxAmount: 0,
    minDeposit: 0,
    multiplier: payout.multiplier,
    expiryDays: payout.expiryDays,
    gameWeights: { default: 100 },
  };
}

/** The product a registration choice names, or null for a refusal (or an unknown choice). */
export function productOfChoice(choice: number): BonusProduct | null {
  if (choice === BONUS_CHOICE.sports) return 'sports';
  if (choice === BONUS_CHOICE.casino) return 'casino';
  return null;
}

/** Major units to integer minor units (2 decimals). */
function minor(major: number): number {
  return Math.round(major * 100);
}

/**
 * The first-deposit bonus, integer minor units: percent of the deposit capped at maxAmount; 0
 * below minDeposit.
 */
export function firstDepositBonusAmount(terms: BonusTerms, depositMinor: number): number {
  if (!Number.isSafeInteger(depositMinor) || depositMinor <= 0) return 0;
  if (depositMinor < minor(terms.minDeposit)) return 0;
  const raw = Math.floor((depositMinor * terms.percent) / 100);
  return Math.max(0, Math.min(raw, minor(terms.maxAmount)));
}

/** The total to wager, integer minor units. */
export function wageringRequirement(bonusMinor: number, multiplier: number): number {
  return Math.ceil(bonusMinor * multiplier);
}

/** The expiry instant (epoch ms) of a bonus credited at `creditedAtMs`. */
export function expiryOf(creditedAtMs: number, expiryDays: number): number {
  return creditedAtMs + Math.round(expiryDays * 24 * 3600 * 1000);
}

export function isExpired(expiresAtMs: number, nowMs: number): boolean {
  return nowMs >= expiresAtMs;
}

/** A settled coupon as wagering sees it. */
export interface SettledCouponForWagering {
  status: 'won' | 'lost' | 'void';
  /** The stake, integer minor units. */
  stake: number;
  /** Each leg's odds in hundredths (185 = 1.85). */
  legOddsHundredths: readonly number[];
}

/**
 * What a settled coupon adds to a sports bonus's wagering, minor units: its stake when it won or
 * lost and every leg's odds reach minOdds; a void coupon (stake returned) adds nothing.
 */
export function couponContribution(terms: BonusTerms, coupon: SettledCouponForWagering): number {
  if (coupon.status === 'void' || coupon.stake <= 0 || coupon.legOddsHundredths.length === 0) {
    return 0;
  }
  const least = Math.round((terms.minOdds ?? 1) * 100);
  if (coupon.legOddsHundredths.some((odds) => odds < least)) return 0;
  return coupon.stake;
}

/** The weight (percent, 0-100) of a casino game section. */
export function gameWeight(terms: BonusTerms, sectionId: string | null): number {
  const weights = terms.gameWeights ?? {};
  const weight = (sectionId !== null ? weights[sectionId] : undefined) ?? weights.default ?? 100;
  return Math.max(0, Math.min(100, weight));
}

/**
 * What a closed casino round adds to a casino bonus's wagering, minor units: its stake net of
 * refunds, times its game section's weight.
 */
export function roundContribution(
  terms: BonusTerms,
  round: { stake: number; refunded: number; sectionId: string | null },
): number {
  const net = round.stake - round.refunded;
  if (net <= 0) return 0;
  return Math.floor((net * gameWeight(terms, round.sectionId)) / 100);
}

/** What a customer sees of a bonus's wagering. */
export interface WageringProgress {
  wagered: number;
  required: number;
  remaining: number;
  /** 0-100, whole percent, 100 only when complete. */
  percent: number;
  complete: boolean;
}

export function wageringProgress(wagered: number, required: number): WageringProgress {
  const done = Math.max(0, wagered);
  const complete = done >= required;
  const percent = complete
    ? 100
    : required <= 0
      ? 100
      : Math.min(99, Math.floor((done * 100) / required));
  return {
    wagered: Math.min(done, Math.max(required, 0)),
    required,
    remaining: Math.max(0, required - done),
    percent,
    complete,
  };
}

/** The status after wagering `wagered` at `nowMs`; an ended bonus never changes. */
export function nextBonusStatus(
  bonus: { status: BonusStatus; required: number; expiresAtMs: number },
  wagered: number,
  nowMs: number,
): BonusStatus {
  if (bonus.status !== 'active') return bonus.status;
  if (isExpired(bonus.expiresAtMs, nowMs)) return 'expired';
  return wagered >= bonus.required ? 'completed' : 'active';
}

/** Problems of a brand's bonus config beyond what its JSON Schema says (empty: fine). */
export function bonusConfigProblems(config: BonusConfig): string[] {
  const problems: string[] = [];
  for (const [product, terms] of Object.entries(config.firstDeposit)) {
    if (!terms) continue;
    if (product === 'casino' && terms.minOdds !== undefined) {
      problems.push('firstDeposit.casino.minOdds: odds apply to sports bonuses only');
    }
    if (product === 'sports' && terms.gameWeights !== undefined) {
      problems.push('firstDeposit.sports.gameWeights: game weights apply to casino bonuses only');
    }
  }
  return problems;
}
