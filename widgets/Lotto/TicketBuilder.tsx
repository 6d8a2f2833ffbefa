import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link, useLocation } from 'react-router-dom';
import { lottoStakeProblem, numbersProblems, type LotteryView } from '../../domain/lotto/index';
import { minorToMajorNumber } from '../../domain/money/amounts';
import { DEFAULT_CURRENCY_ID } from '../../domain/money/currencies';
import { minorUnitDigitsOf, parseAmountToMinor } from '../../domain/session';
import type { LottoTicketRequest } from '../../stores';
import { localizedPath } from '../shared/localizedPath';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { RETURN_URL_PARAM } from '../../runtime/router';
import { useLottoPurchase } from '../shared/lotto/lottoQueries';
import { PrizeTable } from './PrizeTable';
import { PurchaseOutcome } from './PurchaseOutcome';
import { formatLottoAmount, numbersProblemText } from './lottoTexts';

type PickMode = 'numbers' | 'quick';

/** The number grid 1 ... of: toggles, none more once `pickMax` are chosen. */
function NumberGrid({
  lottery,
  picked,
  onToggle,
}: {
  lottery: Pick<LotteryView, 'of' | 'pickMax'>;
  picked: readonly number[];
  onToggle: (n: number) => void;
}) {
  const chosen = new Set(picked);
  const full = picked.length >= lottery.pickMax;
  return (
    <div className="lotto-grid" data-wide={lottery.of > 49 || undefined}>
      {Array.from({ length: lottery.of }, (_, i) => i + 1).map((n) => {
        const on = chosen.has(n);
        return (
          <button
            key={n}
            type="button"
            className="lotto-grid__number"
            aria-pressed={on}
            disabled={!on && full}
            onClick={() => onToggle(n)}
          >
            {n}
          </button>
        );
      })}
    </div>
  );
}

/** How many are picked against what a ticket needs. */
function PickCount({ lottery, picked }: { lottery: LotteryView; picked: number }) {
  const { t } = useTranslation();
  const { pickMin, pickMax } = lottery;
  return (
    <p className="lotto-pick-count" aria-live="polite" data-complete={picked >= pickMin}>
      {pickMin === pickMax
        ? t('lotto:picked_fixed', { picked, max: pickMax })
        : t('lotto:picked_range', { picked, min: pickMin, max: pickMax })}
    </p>
  );
}

/** A guest's way to buy: sign in (the dialog, or the sign-in page without script). */
const SignInToBuy = observer(function SignInToBuy() {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { pathname } = useLocation();
  const { authForm } = useStores();
  const open = (event: MouseEvent) => {
    event.preventDefault();
    authForm.open();
  };
  const to = `${localizedPath(lng, 'user/login')}?${RETURN_URL_PARAM}=${encodeURIComponent(pathname)}`;
  return (
    <p className="lotto-guest">
      {t('lotto:guest_text')}{' '}
      <Link to={to} onClick={open} className="casino-button casino-button--primary">
        {t('lotto:sign_in')}
      </Link>
    </p>
  );
});

/**
 * The ticket: numbers from the grid or a quick pick made by the server, a stake within the
 * lottery's bounds and step, the prize table for the count chosen, and the purchase.
 */
export const TicketBuilder = observer(function TicketBuilder({
  lottery,
}: {
  lottery: LotteryView;
}) {
  const { t } = useTranslation();
  const { session, account } = useStores();
  const ids = {
    title: useId(),
    stake: useId(),
    stakeHint: useId(),
    stakeError: useId(),
    quick: useId(),
  };
  const [mode, setMode] = useState<PickMode>('numbers');
  const [picked, setPicked] = useState<number[]>([]);
  const [quickCount, setQuickCount] = useState(lottery.pickMin);
  const [stakeText, setStakeText] = useState(String(lottery.stake.min));
  const [stakeTouched, setStakeTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const purchase = useLottoPurchase();

  const main = account.mainAccount;
  const currencyId = main?.currencyId ?? null;
  const digits = minorUnitDigitsOf(currencyId ?? DEFAULT_CURRENCY_ID);
  const stakeMinor = parseAmountToMinor(stakeText, currencyId ?? DEFAULT_CURRENCY_ID);
  const stakeProblem =
    stakeMinor === null ? 'stake_invalid' : lottoStakeProblem(stakeMinor, lottery, digits);
  const amount = (value: number) => formatLottoAmount(value, currencyId);
  const stakeProblemText =
    stakeProblem === null
      ? null
      : t(
          stakeProblem === 'stake_invalid'
            ? 'lotto:stake_invalid'
            : `lotto:refusal_${stakeProblem}`,
          {
            min: amount(lottery.stake.min),
            max: amount(lottery.stake.max),
            step: amount(lottery.stake.step),
          },
        );
  const showStakeProblem = stakeProblemText !== null && (stakeTouched || submitted);
  const problems = mode === 'numbers' ? numbersProblems(lottery, picked) : [];
  const count = mode === 'quick' ? quickCount : picked.length;
  const tableCount = Math.min(Math.max(count, lottery.pickMin), lottery.pickMax);
  const draw = lottery.openDraw;

  const edited = () => {
    if (!purchase.isPending) purchase.reset();
  };
  const toggle = (n: number) => {
    edited();
    setPicked((now) =>
      now.includes(n) ? now.filter((x) => x !== n) : [...now, n].sort((a, b) => a - b),
    );
  };
  const buy = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!draw || !main || stakeMinor === null || stakeProblem || problems.length > 0) return;
    const base = {
      drawId: draw.id,
      accountId: main.id,
      stake: minorToMajorNumber(stakeMinor, digits),
    };
    const request: LottoTicketRequest =
      mode === 'quick' ? { ...base, quickPick: quickCount } : { ...base, numbers: picked };
    purchase.mutate(request, {
      onSuccess: (result) => {
        if (result.kind !== 'bought') return;
        setPicked([]);
        setSubmitted(false);
      },
    });
  };

  return (
    <form className="lotto-builder" onSubmit={buy} noValidate aria-labelledby={ids.title}>
      <h3 id={ids.title}>{t('lotto:builder_title')}</h3>
      <fieldset className="lotto-mode">
        <legend>{t('lotto:pick_mode')}</legend>
        {(['numbers', 'quick'] as const).map((value) => (
          <label key={value} className="lotto-mode__option">
            <input
              type="radio"
              name={`${ids.quick}-mode`}
              value={value}
              checked={mode === value}
              onChange={() => {
                edited();
                setMode(value);
              }}
            />
            {t(value === 'numbers' ? 'lotto:mode_numbers' : 'lotto:mode_quick')}
          </label>
        ))}
      </fieldset>

      <div className="lotto-builder__pick">
        {mode === 'numbers' ? (
          <fieldset className="lotto-numbers">
            <legend>{t('lotto:your_numbers', { of: lottery.of })}</legend>
            <PickCount lottery={lottery} picked={picked.length} />
            <NumberGrid lottery={lottery} picked={picked} onToggle={toggle} />
            <button
              type="button"
              className="casino-button lotto-clear"
              disabled={picked.length === 0}
              onClick={() => {
                edited();
                setPicked([]);
              }}
            >
              {t('lotto:clear')}
            </button>
          </fieldset>
        ) : (
          <div className="lotto-quick">
            {lottery.pickMin < lottery.pickMax ? (
              <label className="lotto-field">
                <span>{t('lotto:quick_count')}</span>
                <select
                  value={quickCount}
                  onChange={(event) => {
                    edited();
                    setQuickCount(Number(event.target.value));
                  }}
                >
                  {Array.from(
                    { length: lottery.pickMax - lottery.pickMin + 1 },
                    (_, i) => lottery.pickMin + i,
                  ).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <p className="lotto-muted">{t('lotto:quick_note', { picked: quickCount })}</p>
          </div>
        )}
      </div>
      <div className="lotto-builder__slip">
        <div className="lotto-field lotto-stake">
          <label htmlFor={ids.stake}>{t('lotto:stake')}</label>
          <div className="lotto-stake__input">
            <input
              id={ids.stake}
              type="number"
              inputMode="decimal"
              min={lottery.stake.min}
              max={lottery.stake.max}
              step={lottery.stake.step}
              value={stakeText}
              aria-invalid={showStakeProblem || undefined}
              aria-describedby={
                showStakeProblem ? `${ids.stakeHint} ${ids.stakeError}` : ids.stakeHint
              }
              onChange={(event) => {
                edited();
                setStakeText(event.target.value);
              }}
              onBlur={() => setStakeTouched(true)}
            />
            {main ? <span className="lotto-stake__currency">{main.iso}</span> : null}
          </div>
          <p id={ids.stakeHint} className="lotto-muted">
            {t('lotto:stake_hint', {
              min: amount(lottery.stake.min),
              max: amount(lottery.stake.max),
              step: amount(lottery.stake.step),
            })}
          </p>
          {showStakeProblem ? (
            <p id={ids.stakeError} className="lotto-error">
              {stakeProblemText}
            </p>
          ) : null}
        </div>

        <PrizeTable
          lottery={lottery}
          picked={tableCount}
          stakeMinor={stakeProblem === null ? stakeMinor : null}
          currencyId={currencyId}
        />

        {submitted && problems.length > 0 ? (
          <div role="alert">
            <ul className="lotto-problems">
              {problems.map((problem, i) => (
                <li key={i}>{numbersProblemText(t, problem, picked, lottery.of)}</li>
              ))}
            </ul>
          </div>
        ) : null}

        {session.isAuthenticated ? (
          <div className="lotto-buy">
            <button
              type="submit"
              className="casino-button casino-button--primary lotto-buy__button"
              disabled={purchase.isPending || !draw || !main}
              aria-busy={purchase.isPending || undefined}
            >
              {purchase.isPending
                ? t('lotto:buying')
                : stakeProblem === null && stakeMinor !== null
                  ? t('lotto:buy_for', { amount: amount(minorToMajorNumber(stakeMinor, digits)) })
                  : t('lotto:buy')}
            </button>
            {!main && !account.loading ? (
              <p className="lotto-muted">{t('lotto:refusal_account_unavailable')}</p>
            ) : null}
            {purchase.data ? <PurchaseOutcome outcome={purchase.data} lottery={lottery} /> : null}
          </div>
        ) : (
          <SignInToBuy />
        )}
      </div>
    </form>
  );
});
