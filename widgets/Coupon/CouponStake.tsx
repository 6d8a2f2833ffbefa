import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { COUPON_TYPES } from '../../domain/coupon';
import { ACCOUNT_TYPE } from '../../domain/money/accountTypes';
import { isRegistrationAvailable } from '../../domain/registrationAvailability';
import { useStores } from '../shared/stores';
import { AmountField } from './AmountField';
import { BetRefusals } from './CouponBets';

/** Bet type, system, stakes, options, the sums, and the place button (or sign-in for guests). */
export const CouponStake = observer(function CouponStake() {
  const { coupon } = useStores();
  const type = coupon.activeTypeId;
  return (
    <div className="coupon__stake">
      <TypeSwitch />
      {type === COUPON_TYPES.system ? <SystemPicker /> : null}
      {type === COUPON_TYPES.blocks ? <BlockAmounts /> : null}
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
  const { coupon } = useStores();
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
  const { coupon } = useStores();
  const id = useId();
  const total = coupon.count - coupon.activeBankerIds.length;
  return (
    <div className="coupon__system">
      <div className="coupon-field">
        <label htmlFor={id}>{t('coupon:system_label')}</label>
        <select
          id={id}
          value={coupon.activeSystemValue}
          data-testid="coupon-system"
          onChange={(event) => coupon.setSystemValue(Number(event.target.value))}
        >
          {coupon.systemOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {t('coupon:system_option', { value: option.value, total, combo: option.combo })}
            </option>
          ))}
        </select>
      </div>
      <label className="coupon-check">
        <input
          type="checkbox"
          checked={coupon.isActiveSystemBanker}
          onChange={(event) => coupon.setSystemBanker(event.target.checked)}
        />
        <span>{t('coupon:bankers')}</span>
      </label>
      {coupon.isActiveSystemBanker ? (
        <p className="coupon__hint">{t('coupon:banker_hint')}</p>
      ) : null}
    </div>
  );
});

const BlockAmounts = observer(function BlockAmounts() {
  const { t } = useTranslation();
  const { coupon } = useStores();
  return (
    <div className="coupon__blocks">
      {coupon.usedBlockIds.map((block) => (
        <div key={block} className="coupon__block" data-testid={`coupon-block-${block}`}>
          <AmountField
            target={{ kind: 'block', blockId: block }}
            label={t('coupon:block_amount', { block })}
          />
          <BetRefusals refusals={coupon.refusalsForBlock(block)} />
        </div>
      ))}
    </div>
  );
});

const CouponAmount = observer(function CouponAmount() {
  const { t } = useTranslation();
  const { coupon } = useStores();
  return (
    <div className="coupon__amount">
      <AmountField target={{ kind: 'coupon' }} label={t('coupon:amount')} testId="coupon-amount" />
      <div className="coupon__quick">
        {coupon.quickAmounts.map((amount) => (
          <button
            key={amount}
            type="button"
            className="coupon-chip"
            aria-label={t('coupon:amount_quick', { amount: coupon.format(amount) })}
            onClick={() =>
              coupon.setAmount({ kind: 'coupon' }, coupon.amountOf({ kind: 'coupon' }) + amount)
            }
          >
            +{coupon.toInputText(amount)}
          </button>
        ))}
      </div>
    </div>
  );
});

/** SPEC section 4: the express bonus, offered by the rule; removing it is remembered. */
const BonusBetRow = observer(function BonusBetRow() {
  const { t } = useTranslation();
  const { coupon } = useStores();
  if (!coupon.isBonusBetOffered) return null;
  return (
    <div className="coupon__bonus" data-testid="coupon-bonus-bet">
      <span>{t('coupon:bonus_bet', { percent: coupon.bonusBetPercent })}</span>
      <button
        type="button"
        className="coupon-bet__remove"
        aria-label={t('coupon:bonus_bet_remove')}
        title={t('coupon:bonus_bet_remove')}
        onClick={coupon.deleteBonusBet}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
});

/** Auto-max, VIP bet, account and promo code. */
const CouponOptions = observer(function CouponOptions() {
  const { t } = useTranslation();
  const { coupon, session } = useStores();
  const accountId = useId();
  const promoId = useId();
  const type = coupon.activeTypeId;
  const signedIn = session.isAuthenticated;
  const settings = coupon.settings.settings;
  return (
    <div className="coupon__options">
      {signedIn && (type === COUPON_TYPES.express || type === COUPON_TYPES.system) ? (
        <label className="coupon-check">
          <input
            type="checkbox"
            checked={coupon.isActiveAutoMax}
            onChange={(event) => coupon.setAutoMax(event.target.checked)}
          />
          <span>{t('coupon:auto_max')}</span>
        </label>
      ) : null}
      {coupon.isVipBetAvailable ? (
        <label className="coupon-check">
          <input
            type="checkbox"
            checked={coupon.isActiveVipBet}
            onChange={(event) => coupon.setVipBet(event.target.checked)}
          />
          <span>{t('coupon:vip_bet')}</span>
        </label>
      ) : null}
      {signedIn && settings.isSelectAccountShown && coupon.accounts.length > 1 ? (
        <div className="coupon-field">
          <label htmlFor={accountId}>{t('coupon:account_label')}</label>
          <select
            id={accountId}
            value={coupon.account?.id ?? ''}
            onChange={(event) => coupon.setAccountId(Number(event.target.value))}
          >
            {coupon.accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {t(
                  account.type === ACCOUNT_TYPE.bonus
                    ? 'coupon:account_bonus'
                    : 'coupon:account_main',
                )}
                {' — '}
                {coupon.format(account.money)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="coupon-field">
        <label htmlFor={promoId}>{t('coupon:promo_code')}</label>
        <input
          id={promoId}
          value={coupon.promoCode}
          autoComplete="off"
          maxLength={64}
          onChange={(event) => coupon.setPromoCode(event.target.value)}
        />
      </div>
    </div>
  );
});

const Summary = observer(function Summary() {
  const { t } = useTranslation();
  const { coupon, global, session } = useStores();
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
      value: coupon.format(coupon.totalAmount),
    });
  }
  if (session.isAuthenticated && settings.isBalanceShown && coupon.balance !== null) {
    rows.push({
      key: 'balance',
      label: t('coupon:balance'),
      value: coupon.format(coupon.balance),
      testId: 'coupon-balance',
    });
  }
  if (settings.isPossibleWinShown) {
    rows.push({
      key: 'win',
      label: t('coupon:possible_win'),
      value: coupon.format(coupon.possibleWin),
      testId: 'coupon-possible-win',
    });
  }
  return (
    <div className="coupon__summary">
      {coupon.isMinShown || coupon.isMaxShown ? (
        <p className="coupon__limits">
          {coupon.isMinShown ? (
            <span>{t('coupon:min_amount', { amount: coupon.format(coupon.minBetAmount) })}</span>
          ) : null}
          {coupon.isMaxShown ? (
            <span>{t('coupon:max_amount', { amount: coupon.format(coupon.maxBetAmount) })}</span>
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
  const { coupon, session, authForm, config } = useStores();
  if (!session.isAuthenticated) {
    return (
      <div className="coupon__guest" data-testid="coupon-guest">
        <p className="coupon__guest-title">{t('coupon:guest_title')}</p>
        <div className="coupon__actions">
          <button
            type="button"
            className="coupon-button coupon-button--primary"
            onClick={() => authForm.open()}
          >
            {t('coupon:sign_in')}
          </button>
          {isRegistrationAvailable(config.config) ? (
            <button type="button" className="coupon-button" onClick={authForm.openRegistration}>
              {t('coupon:register')}
            </button>
          ) : null}
        </div>
      </div>
    );
  }
  const placing = coupon.isActivePlaceBet;
  return (
    <button
      type="button"
      className="coupon-button coupon-button--primary coupon__place"
      data-testid="coupon-place"
      disabled={placing}
      aria-busy={placing || undefined}
      onClick={() => void coupon.place()}
    >
      {placing ? t('coupon:placing') : t('coupon:place')}
    </button>
  );
});
