import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { DATE_ONLY, useTranslation } from '../../runtime/i18n';
import { COUPON_TYPES } from '../../domain/coupon';
import { ACCOUNT_TYPE } from '../../domain/money/accountTypes';
import { useFailureText } from '../shared/failureText';
import { useCoupon, useLazyStore, useStores } from '../shared/stores';
import { AmountField } from './AmountField';
import { BetRefusals } from './CouponBets';
import { bonusApiStore } from '../../stores/bonus';
import { useSiteTime } from '../shared/siteTime';
import { CouponCheck } from './CouponCheck';
import { CodeRow } from './CouponCode';
import { GuestPrompt } from '../shared/GuestButtons';

/** Bet type, system, stakes, options, the sums, and the place button (or sign-in for guests). */
export const CouponStake = observer(function CouponStake() {
  const coupon = useCoupon();
  const type = coupon.activeTypeId;
  return (
    <div className="coupon__stake">
      <TypeSwitch />
      {type === COUPON_TYPES.system ? <SystemPicker /> : null}
      {type === COUPON_TYPES.blocks ? <BlockAmounts /> : null}
      <FreeBetPicker />
      {type === COUPON_TYPES.express || type === COUPON_TYPES.system ? <CouponAmount /> : null}
      <BonusBetRow />
      <CouponOptions />
      <Summary />
      <PlaceButton />
    </div>
  );
});

const TypeSwitch = observer(function TypeSwitch() {
  const { t } = useTranslation();
  const coupon = useCoupon();
  const name = useId();
  const types = coupon.availableTypeIds;
  if (types.length < 2) return null;
  return (
    <fieldset className="coupon-types">
      <legend className="visually-hidden">{t('coupon:type_label')}</legend>
      {types.map((typeId) => (
        <label key={typeId} className="coupon-types__option">
          <input
            type="radio"
            name={name}
            value={typeId}
            checked={coupon.activeTypeId === typeId}
            onChange={() => coupon.setTypeId(typeId)}
          />
          <span>{t(`coupon:type_${typeId}`)}</span>
        </label>
      ))}
    </fieldset>
  );
});

const SystemPicker = observer(function SystemPicker() {
  const { t } = useTranslation();
  const coupon = useCoupon();
  const id = useId();
  const total = coupon.slip.count - coupon.system.activeBankerIds.length;
  return (
    <div className="coupon__system">
      <div className="coupon-field">
        <label htmlFor={id}>{t('coupon:system_label')}</label>
        <select
          id={id}
          value={coupon.system.activeSystemValue}
          data-testid="coupon-system"
          onChange={(event) => coupon.system.setSystemValue(Number(event.target.value))}
        >
          {coupon.system.systemOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {t('coupon:system_option', { value: option.value, total, combo: option.combo })}
            </option>
          ))}
        </select>
      </div>
      <CouponCheck
        checked={coupon.system.isActiveSystemBanker}
        onChange={(on) => coupon.system.setSystemBanker(on)}
        textKey="coupon:bankers"
      />
      {coupon.system.isActiveSystemBanker ? (
        <p className="coupon__hint">{t('coupon:banker_hint')}</p>
      ) : null}
    </div>
  );
});

const BlockAmounts = observer(function BlockAmounts() {
  const { t } = useTranslation();
  const coupon = useCoupon();
  return (
    <div className="coupon__blocks">
      {coupon.system.usedBlockIds.map((block) => (
        <div key={block} className="coupon__block" data-testid={`coupon-block-${block}`}>
          <AmountField
            target={{ kind: 'block', blockId: block }}
            label={t('coupon:block_amount', { block })}
          />
          <BetRefusals refusals={coupon.placement.refusalsForBlock(block)} />
        </div>
      ))}
    </div>
  );
});

const CouponAmount = observer(function CouponAmount() {
  const { t } = useTranslation();
  const coupon = useCoupon();
  return (
    <div className="coupon__amount">
      <AmountField target={{ kind: 'coupon' }} label={t('coupon:amount')} testId="coupon-amount" />
      <div className="coupon__quick">
        {coupon.stakes.quickAmounts.map((amount) => (
          <button
            key={amount}
            type="button"
            className="coupon-chip"
            aria-label={t('coupon:amount_quick', { amount: coupon.stakes.format(amount) })}
            onClick={() =>
              coupon.stakes.setAmount(
                { kind: 'coupon' },
                coupon.stakes.amountOf({ kind: 'coupon' }) + amount,
              )
            }
          >
            +{coupon.stakes.toInputText(amount)}
          </button>
        ))}
      </div>
    </div>
  );
});

/**
 * The customer's usable free bets (docs/bonus.md "Free bets"): choosing one fixes the stake at its
 * amount; the first option stakes the customer's own money.
 */
const FreeBetPicker = observer(function FreeBetPicker() {
  const { t } = useTranslation();
  const coupon = useCoupon();
  const id = useId();
  const options = coupon.freeBets.usableFreeBets;
  const siteTime = useSiteTime();
  if (!coupon.freeBets.isFreeBetAvailable || options.length === 0) return null;
  const date = (iso: string) => siteTime.format(iso, DATE_ONLY);
  return (
    <div className="coupon-field coupon__free-bet" data-testid="coupon-free-bet">
      <label htmlFor={id}>{t('coupon:free_bet_label')}</label>
      <select
        id={id}
        value={coupon.freeBets.freeBet?.id ?? ''}
        data-testid="coupon-free-bet-select"
        onChange={(event) => coupon.freeBets.selectFreeBet(event.target.value || null)}
      >
        <option value="">{t('coupon:free_bet_none')}</option>
        {options.map((f) => (
          <option key={f.id} value={f.id}>
            {t('coupon:free_bet_option', {
              amount: coupon.stakes.format(f.amount),
              date: date(f.expiresAt),
            })}
          </option>
        ))}
      </select>
      {coupon.freeBets.freeBet ? (
        <p className="coupon__hint">
          {coupon.freeBets.freeBet.minOdds !== null
            ? t('coupon:free_bet_hint_min_odds', { odds: coupon.freeBets.freeBet.minOdds })
            : t('coupon:free_bet_hint')}
        </p>
      ) : null}
    </div>
  );
});

/** SPEC section 4: the express bonus, offered by the rule; removing it is remembered. */
const BonusBetRow = observer(function BonusBetRow() {
  const { t } = useTranslation();
  const coupon = useCoupon();
  if (!coupon.extras.isBonusBetOffered) return null;
  return (
    <div className="coupon__bonus" data-testid="coupon-bonus-bet">
      <span>{t('coupon:bonus_bet', { percent: coupon.extras.bonusBetPercent })}</span>
      <button
        type="button"
        className="coupon-bet__remove"
        aria-label={t('coupon:bonus_bet_remove')}
        title={t('coupon:bonus_bet_remove')}
        onClick={coupon.extras.deleteBonusBet}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
});

/** Auto-max, VIP bet, account and promo code. */
const CouponOptions = observer(function CouponOptions() {
  const { t } = useTranslation();
  const coupon = useCoupon();
  const { session } = useStores();
  const accountId = useId();
  const type = coupon.activeTypeId;
  const signedIn = session.isAuthenticated;
  const settings = coupon.settings.settings;
  return (
    <div className="coupon__options">
      {signedIn && (type === COUPON_TYPES.express || type === COUPON_TYPES.system) ? (
        <CouponCheck
          checked={coupon.stakes.isActiveAutoMax}
          onChange={(on) => coupon.stakes.setAutoMax(on)}
          textKey="coupon:auto_max"
        />
      ) : null}
      {coupon.extras.isVipBetAvailable ? (
        <CouponCheck
          checked={coupon.extras.isActiveVipBet}
          onChange={(on) => coupon.extras.setVipBet(on)}
          textKey="coupon:vip_bet"
        />
      ) : null}
      {signedIn && settings.isSelectAccountShown && coupon.stakes.accounts.length > 1 ? (
        <div className="coupon-field">
          <label htmlFor={accountId}>{t('coupon:account_label')}</label>
          <select
            id={accountId}
            value={coupon.stakes.account?.id ?? ''}
            onChange={(event) => coupon.stakes.setAccountId(Number(event.target.value))}
          >
            {coupon.stakes.accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {t(
                  account.type === ACCOUNT_TYPE.bonus
                    ? 'coupon:account_bonus'
                    : 'coupon:account_main',
                )}
                {' — '}
                {coupon.stakes.format(account.money)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {signedIn ? <CouponPromoCode /> : null}
    </div>
  );
});

/**
 * A promo code typed in the coupon is redeemed at once through the office's promo code endpoint
 * (the same limits and refusals); a free bet it gives is listed in the coupon and chosen for this
 * coupon, a bonus goes to the bonus account. The placement itself never carries a code.
 */
const CouponPromoCode = observer(function CouponPromoCode() {
  const { t } = useTranslation();
  const coupon = useCoupon();
  const { account } = useStores();
  const bonus = useLazyStore(bonusApiStore);
  const failureText = useFailureText();
  const promoId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const code = coupon.extras.promoCode.trim();

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (code === '' || busy) return;
    setBusy(true);
    setError('');
    setDone('');
    const before = new Set(coupon.freeBets.freeBets.map((f) => f.id));
    const result = await bonus.redeem(code);
    if (!result.ok) {
      setBusy(false);
      setError(failureText(result));
      return;
    }
    const promo = result.promo;
    const amount = account.format(promo.amount, { currencyId: promo.currencyId });
    coupon.extras.setPromoCode('');
    if (promo.kind === 'free_bet') {
      await coupon.freeBets.loadFreeBets();
      const added = coupon.freeBets.usableFreeBets.find((f) => !before.has(f.id));
      if (added) coupon.freeBets.selectFreeBet(added.id);
      setDone(t('coupon:promo_applied_free_bet', { amount }));
    } else {
      void account.load();
      setDone(t('coupon:promo_applied_bonus', { amount }));
    }
    setBusy(false);
  };

  return (
    <form className="coupon-field coupon-promo" onSubmit={(event) => void apply(event)} noValidate>
      <CodeRow
        id={promoId}
        label={t('coupon:promo_code')}
        value={coupon.extras.promoCode}
        maxLength={64}
        invalid={error !== ''}
        onChange={(value) => {
          coupon.extras.setPromoCode(value);
          setError('');
        }}
      >
        <button type="submit" className="button" disabled={busy || code === ''}>
          {t('coupon:promo_apply')}
        </button>
      </CodeRow>
      {error !== '' ? (
        <p id={`${promoId}-error`} className="coupon-promo__error" role="alert">
          {error}
        </p>
      ) : null}
      {done !== '' ? (
        <p className="coupon-promo__done" role="status" data-testid="coupon-promo-done">
          {done}
        </p>
      ) : null}
    </form>
  );
});

const Summary = observer(function Summary() {
  const { t } = useTranslation();
  const coupon = useCoupon();
  const { global, session, userConfig } = useStores();
  const type = coupon.activeTypeId;
  const settings = coupon.settings.settings;
  const rows: { key: string; label: string; value: string; testId?: string }[] = [];
  if (type !== COUPON_TYPES.singles && type !== COUPON_TYPES.blocks) {
    rows.push({
      key: 'coef',
      label: t('coupon:total_coef'),
      value: global.formatCoef(coupon.coef),
    });
  }
  if (type === COUPON_TYPES.singles || type === COUPON_TYPES.blocks) {
    rows.push({
      key: 'total',
      label: t('coupon:total_amount'),
      value: coupon.stakes.format(coupon.stakes.totalAmount),
    });
  }
  // SPEC section 3 user_hide_balance: the customer's choice wins over the coupon setting.
  if (
    session.isAuthenticated &&
    settings.isBalanceShown &&
    !userConfig.hidesBalance &&
    coupon.stakes.balance !== null
  ) {
    rows.push({
      key: 'balance',
      label: t('coupon:balance'),
      value: coupon.stakes.format(coupon.stakes.balance),
      testId: 'coupon-balance',
    });
  }
  if (settings.isPossibleWinShown) {
    rows.push({
      key: 'win',
      label: t('coupon:possible_win'),
      value: coupon.stakes.format(coupon.possibleWin),
      testId: 'coupon-possible-win',
    });
  }
  // SPEC section 3 hyperBonusPercent: what the hyper bonus adds to the possible win, or from which
  // stake an express that would earn it does.
  if (coupon.hyperBonusPercent > 0) {
    rows.push({
      key: 'hyper',
      label: t('coupon:hyper_bonus', { percent: coupon.hyperBonusPercent }),
      value: `+${coupon.stakes.format(coupon.hyperBonusAmount)}`,
      testId: 'coupon-hyper-bonus',
    });
  } else if (coupon.hyperBonusOffered > 0 && coupon.hyperBonus) {
    rows.push({
      key: 'hyper',
      label: t('coupon:hyper_bonus', { percent: coupon.hyperBonusOffered }),
      value: t('coupon:hyper_bonus_from', {
        amount: coupon.stakes.format(coupon.hyperBonus.minBetMinor),
      }),
      testId: 'coupon-hyper-bonus-from',
    });
  }
  // SPEC section 3 partnerHasTaxes: the tax settlement will withhold, and the payout after it.
  const taxed = global.partnerHasTaxes ? coupon.possibleWinTax : null;
  if (taxed) {
    rows.push(
      {
        key: 'tax',
        label: t('coupon:winnings_tax'),
        value: coupon.stakes.format(taxed.tax),
        testId: 'coupon-tax',
      },
      {
        key: 'net',
        label: t('coupon:payout_after_tax'),
        value: coupon.stakes.format(taxed.net),
        testId: 'coupon-net-payout',
      },
    );
  }
  return (
    <div className="coupon__summary">
      {coupon.stakes.isMinShown || coupon.stakes.isMaxShown ? (
        <p className="coupon__limits">
          {coupon.stakes.isMinShown ? (
            <span>
              {t('coupon:min_amount', { amount: coupon.stakes.format(coupon.stakes.minBetAmount) })}
            </span>
          ) : null}
          {coupon.stakes.isMaxShown ? (
            <span>
              {t('coupon:max_amount', { amount: coupon.stakes.format(coupon.stakes.maxBetAmount) })}
            </span>
          ) : null}
        </p>
      ) : null}
      <dl className="coupon__sums">
        {rows.map((row) => (
          <div key={row.key} className="coupon__sum">
            <dt>{row.label}</dt>
            <dd data-testid={row.testId}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
});

const PlaceButton = observer(function PlaceButton() {
  const { t } = useTranslation();
  const coupon = useCoupon();
  const { session } = useStores();
  if (!session.isAuthenticated) {
    return (
      <GuestPrompt
        className="coupon__guest"
        testId="coupon-guest"
        text={t('coupon:guest_title')}
        textClass="coupon__guest-title"
        actionsClass="coupon__actions"
        buttonClass="coupon-button"
        signIn={t('coupon:sign_in')}
        register={t('coupon:register')}
      />
    );
  }
  const placing = coupon.placement.isActivePlaceBet;
  // Until the accounts are read there is nothing to place from: the button waits, busy.
  const waiting = placing || coupon.placement.isAwaitingAccount;
  return (
    <button
      type="button"
      className="coupon-button coupon-button--primary coupon__place"
      data-testid="coupon-place"
      disabled={waiting}
      aria-busy={waiting || undefined}
      onClick={() => void coupon.placement.place()}
    >
      {placing ? t('coupon:placing') : t('coupon:place')}
    </button>
  );
});
