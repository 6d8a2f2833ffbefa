import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import {
  linesOf,
  picksProblems,
  unitStakeProblem,
  type TotoDrawView,
  type TotoRulesView,
} from '../../domain/toto/index';
import { minorToMajorNumber } from '../../domain/money/amounts';
import { minorUnitDigitsOf, parseAmountToMinor } from '../../domain/session';
import type { TotoBuyResult } from '../../stores';
import { useStores } from '../shared/stores';
import { useFailureText } from '../shared/failureText';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useTotoPurchase } from '../shared/toto/totoQueries';
import { useTotoFormat } from './totoFormat';
import { emptyPicks, randomPicks, type Picks } from './ticketDraft';
import { invalidFieldText, refusalText } from './totoTexts';
import { GuestPrompt } from '../shared/GuestButtons';

/**
 * The ticket being filled in: picks made, lines and total stake (live), the stake of one line with
 * the rules' bounds, random picks, and the buy button (a sign-in prompt for guests).
 */
export const TotoTicketPanel = observer(function TotoTicketPanel(p: {
  draw: TotoDrawView;
  rules: TotoRulesView;
  picks: Picks;
  onPicks: (picks: Picks) => void;
}) {
  const { t } = useTranslation();
  const { session, account } = useStores();
  const format = useTotoFormat();
  const titleId = useId();
  const stakeId = useId();
  const stakeHintId = useId();
  const stakeErrorId = useId();
  const { rules, picks } = p;
  const [stakeText, setStakeText] = useState(() => String(rules.unitStake.min));
  const [tried, setTried] = useState(false);
  const purchase = useTotoPurchase();

  const signedIn = session.isAuthenticated;
  useEffect(() => {
    if (signedIn && !account.isLoaded && !account.loading) void account.load();
  }, [signedIn, account]);
  const main = account.mainAccount;
  // Stakes come from the main account; a guest sees the amounts in the pool's currency.
  const currencyId = main?.currencyId ?? p.draw.pools[0]?.currencyId ?? null;
  const digits = minorUnitDigitsOf(currencyId ?? 0);
  const money = (amount: number) =>
    currencyId === null ? String(amount) : format.money(amount, currencyId);

  const picked = picks.filter((set) => set.length > 0).length;
  const complete = picked === picks.length;
  const lines = complete ? linesOf(picks) : 0;
  const unitMinor = parseAmountToMinor(stakeText, currencyId ?? 0);
  const stakeProblem =
    unitMinor === null ? 'stake_invalid' : unitStakeProblem(unitMinor, rules, digits);
  const totalMinor = unitMinor === null ? null : unitMinor * lines;
  const tooManyLines = lines > rules.maxLines;
  const missing = picks.flatMap((set, i) => (set.length === 0 ? [i + 1] : []));

  const stakeMessage =
    stakeProblem === null
      ? null
      : stakeProblem === 'stake_invalid'
        ? t('toto:stake_invalid')
        : refusalText(
            t,
            stakeProblem === 'stake_off_step'
              ? { code: stakeProblem }
              : {
                  code: stakeProblem,
                  limit:
                    stakeProblem === 'stake_below_min' ? rules.unitStake.min : rules.unitStake.max,
                },
            money,
          );

  const buy = () => {
    setTried(true);
    if (!main || unitMinor === null || stakeProblem !== null) return;
    if (picksProblems(picks, p.draw.games.length).length > 0 || tooManyLines) return;
    purchase.mutate(
      {
        drawId: p.draw.id,
        accountId: main.id,
        unitStake: minorToMajorNumber(unitMinor, digits),
        picks,
      },
      {
        // A bought ticket empties the slip for the next one.
        // The emptied slip is a new ticket nobody has tried to buy yet: no "picks missing" on it.
        onSuccess: (answer) => {
          if (answer.kind !== 'bought') return;
          setTried(false);
          p.onPicks(emptyPicks(p.draw.games.length));
        },
      },
    );
  };

  const result = purchase.data;
  // Refusals speak of the picks they were given: another pick makes them stale.
  const { reset } = purchase;
  const stale = result !== undefined && result.kind !== 'bought';
  useEffect(() => {
    if (stale) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the picks change
  }, [picks]);

  const change = (next: Picks) => {
    if (purchase.data || purchase.error) purchase.reset();
    p.onPicks(next);
  };

  return (
    <aside className="toto-ticket" aria-labelledby={titleId}>
      <h3 id={titleId} className="toto-ticket__title">
        {t('toto:ticket_title')}
      </h3>
      <div className="toto-ticket__tools">
        <button type="button" className="toto-button" onClick={() => change(randomPicks(picks))}>
          {t('toto:random_picks')}
        </button>
        <button
          type="button"
          className="toto-button"
          disabled={picked === 0}
          onClick={() => change(emptyPicks(picks.length))}
        >
          {t('toto:clear_picks')}
        </button>
      </div>
      <div className="toto-field">
        <label htmlFor={stakeId}>{t('toto:unit_stake_label')}</label>
        <input
          id={stakeId}
          type="number"
          inputMode="decimal"
          min={rules.unitStake.min}
          max={rules.unitStake.max}
          step={rules.unitStake.step}
          value={stakeText}
          aria-invalid={stakeMessage !== null}
          aria-describedby={stakeMessage === null ? stakeHintId : `${stakeHintId} ${stakeErrorId}`}
          onChange={(event) => {
            if (purchase.data) purchase.reset();
            setStakeText(event.target.value);
          }}
        />
        <p id={stakeHintId} className="toto-field__hint">
          {t('toto:unit_stake_hint', {
            min: money(rules.unitStake.min),
            max: money(rules.unitStake.max),
            step: money(rules.unitStake.step),
          })}
        </p>
        {stakeMessage !== null ? (
          <p id={stakeErrorId} className="toto-field__error">
            {stakeMessage}
          </p>
        ) : null}
      </div>
      <dl className="toto-ticket__sums" aria-live="polite">
        <div>
          <dt>{t('toto:picked')}</dt>
          <dd data-testid="toto-picked">{t('toto:picked_of', { picked, games: picks.length })}</dd>
        </div>
        <div>
          <dt>{t('toto:lines')}</dt>
          <dd data-testid="toto-lines">{lines}</dd>
        </div>
        <div className="toto-ticket__total">
          <dt>{t('toto:total_stake')}</dt>
          <dd data-testid="toto-total">
            {totalMinor === null || currencyId === null
              ? '—'
              : format.money(minorToMajorNumber(totalMinor, digits), currencyId)}
          </dd>
        </div>
      </dl>
      {tooManyLines ? (
        <p className="toto-field__error" role="alert">
          {refusalText(t, { code: 'too_many_lines', limit: rules.maxLines }, money)}
        </p>
      ) : null}
      {tried && missing.length > 0 ? (
        <p className="toto-field__error" role="alert">
          {t('toto:picks_missing', { games: missing.join(', ') })}
        </p>
      ) : null}
      {signedIn ? (
        <button
          type="button"
          className="toto-button toto-button--primary toto-ticket__buy"
          disabled={purchase.isPending || !main}
          aria-busy={purchase.isPending}
          onClick={buy}
        >
          {purchase.isPending
            ? t('toto:buying')
            : totalMinor === null || currencyId === null || lines === 0
              ? t('toto:buy')
              : t('toto:buy_for', {
                  amount: format.money(minorToMajorNumber(totalMinor, digits), currencyId),
                })}
        </button>
      ) : (
        // A guest's way to buy: sign in, or register where the brand allows it.
        <GuestPrompt
          className="toto-ticket__guest"
          testId="toto-guest"
          text={t('toto:guest_prompt')}
          actionsClass="toto-ticket__tools"
          buttonClass="toto-button"
          signIn={t('toto:sign_in')}
          register={t('toto:register')}
        />
      )}
      <BuyOutcome result={result} error={purchase.error} money={money} onRetry={buy} />
    </aside>
  );
});

/** What the server said to the last attempt: the ticket, its refusals, or the failure. */
function BuyOutcome(p: {
  result: TotoBuyResult | undefined;
  error: unknown;
  money: (amount: number) => string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const word = useFailureText();
  const format = useTotoFormat();
  const result = p.result;
  if (!result) {
    return p.error ? (
      <p className="toto-outcome-box toto-outcome-box--error" role="alert">
        {t('toto:buy_failed')}
      </p>
    ) : null;
  }
  if (result.kind === 'bought') {
    const ticket = result.ticket;
    return (
      <div className="toto-outcome-box toto-outcome-box--success" role="status">
        <p className="toto-outcome-box__title">
          {t('toto:bought', { id: ticket.id, number: ticket.drawNumber })}
        </p>
        <p>
          {t('toto:bought_detail', {
            lines: ticket.lines,
            stake: format.money(ticket.stake, ticket.currencyId),
          })}
        </p>
        <Link to={localizedPath(lng, 'toto/coupons')}>{t('toto:to_my_tickets')}</Link>
      </div>
    );
  }
  if (result.kind === 'refused') {
    return (
      <div className="toto-outcome-box toto-outcome-box--error" role="alert">
        <p className="toto-outcome-box__title">{t('toto:refused_title')}</p>
        <ul>
          {result.refusals.map((refusal) => (
            <li key={refusal.code} data-code={refusal.code}>
              {refusalText(t, refusal, p.money)}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (result.kind === 'invalid') {
    return (
      <p className="toto-outcome-box toto-outcome-box--error" role="alert">
        {invalidFieldText(t, result.field, result.message)}
      </p>
    );
  }
  if (result.kind === 'unknown') {
    return (
      <div className="toto-outcome-box toto-outcome-box--error" role="alert">
        <p>{t('toto:buy_unknown')}</p>
        <button type="button" className="toto-button" onClick={p.onRetry}>
          {t('toto:retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="toto-outcome-box toto-outcome-box--error" role="alert">
      {word({ status: result.status }, t('toto:buy_failed'))}
    </p>
  );
}
