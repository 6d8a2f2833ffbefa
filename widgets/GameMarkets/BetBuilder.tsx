import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { pickMarketKey, type BuilderPick } from '../../domain/coupon/betBuilder';
import { pickOfOutcome } from '../../domain/coupon/betBuilderFit';
import {
  builderLegNames,
  builderPickName,
  type BuilderLanguage,
} from '../../domain/coupon/betBuilderLeg';
import { MARKET_TYPE } from '../../domain/sports/pricing/fairMarket';
import type { BuilderQuoteAnswer } from '../../stores/sports/couponApi';
import type { GameModel, MarketModel } from '../../stores/sports/models';
import { useStores } from '../shared/stores';

const LANGUAGES: readonly string[] = ['ru', 'en', 'ar'];
const SCORES = [0, 1, 2, 3, 4, 5];

/** The picks the builder offers from the game's markets (the feed's first-period market only). */
function optionsOf(
  markets: readonly MarketModel[],
  outcome: (id: number) => { name: string; typeId: number; isBlocked: boolean } | undefined,
) {
  const groups: {
    market: MarketModel;
    picks: { id: number; name: string; pick: BuilderPick }[];
  }[] = [];
  for (const market of markets) {
    const picks: { id: number; name: string; pick: BuilderPick }[] = [];
    for (const id of market.outcomeIds) {
      const o = outcome(id);
      if (!o || o.isBlocked) continue;
      const period = market.typeId === MARKET_TYPE.periodResult ? 1 : undefined;
      const pick = pickOfOutcome(
        {
          typeId: market.typeId,
          ...(market.param !== undefined ? { param: market.param } : {}),
          ...(period ? { period } : {}),
        },
        o.typeId,
      );
      if (pick) picks.push({ id, name: o.name, pick });
    }
    if (picks.length > 0) groups.push({ market, picks });
  }
  return groups;
}

/**
 * "Build a bet" on the game page (docs/bet-builder.md): picks of this game's markets (and a
 * correct score), the live joint price from the server's quote, the refusal worded when the picks
 * cannot go together, and "Add to the slip".
 */
export const BetBuilder = observer(function BetBuilder({ game }: { game: GameModel }) {
  const { t, i18n } = useTranslation();
  const { sports, coupon, global } = useStores();
  const titleId = useId();
  const [picks, setPicks] = useState<BuilderPick[]>([]);
  const [quote, setQuote] = useState<BuilderQuoteAnswer | null | 'loading'>(null);
  const [added, setAdded] = useState(false);
  const [score, setScore] = useState({ home: 1, away: 0 });
  const markets = sports.marketsOf(game, 'all');
  const groups = optionsOf(markets, (id) => sports.outcome(id));
  // Prices of the game's markets: a move asks for the builder's price again.
  const signature = groups
    .flatMap((g) => g.picks.map((p) => sports.outcome(p.id)?.coef ?? 0))
    .join(',');
  const picksKey = JSON.stringify(picks);

  useEffect(() => {
    setAdded(false);
    if (picks.length < 2) {
      setQuote(null);
      return;
    }
    let current = true;
    setQuote((q) => q ?? 'loading');
    coupon
      .load()
      .then((store) => store.slip.quoteBuilder(game.id, picks))
      .then(
        (answer) => current && setQuote(answer),
        () => current && setQuote(null),
      );
    return () => {
      current = false;
    };
    // picksKey stands for picks; signature for the prices.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game.id, picksKey, signature]);

  const toggle = (pick: BuilderPick) => {
    const key = pickMarketKey(pick);
    const same = picks.find((p) => pickMarketKey(p) === key);
    const isSame = same && JSON.stringify(same) === JSON.stringify(pick);
    // One pick a market: another outcome of it takes its place.
    const rest = picks.filter((p) => pickMarketKey(p) !== key);
    setPicks(isSame ? rest : [...rest, pick]);
  };
  const picked = (pick: BuilderPick) =>
    picks.some((p) => JSON.stringify(p) === JSON.stringify(pick));
  const language = (LANGUAGES.includes(i18n.language) ? i18n.language : 'en') as BuilderLanguage;

  const add = () => {
    if (!quote || quote === 'loading' || !quote.ok) return;
    const coef = quote.coef;
    void coupon.load().then((store) => {
      store.slip.addBuilder(game, picks, coef, builderLegNames(picks, language));
      setAdded(true);
    });
  };

  return (
    <section className="bet-builder" aria-labelledby={titleId} data-testid="bet-builder">
      <h3 id={titleId}>{t('coupon:builder_title')}</h3>
      <p className="sports-state">{t('coupon:builder_hint')}</p>
      {groups.map(({ market, picks: options }) => (
        <div key={market.id} className="bet-builder__market" role="group" aria-label={market.name}>
          <span className="bet-builder__market-name">{market.name}</span>
          {options.map((o) => (
            <button
              key={o.id}
              type="button"
              className="bet-builder__pick focus-ring"
              aria-pressed={picked(o.pick)}
              data-builder-pick={JSON.stringify(o.pick)}
              onClick={() => toggle(o.pick)}
            >
              {o.name}
            </button>
          ))}
        </div>
      ))}
      <div
        className="bet-builder__market"
        role="group"
        aria-label={t('coupon:builder_correct_score')}
      >
        <span className="bet-builder__market-name">{t('coupon:builder_correct_score')}</span>
        <ScoreSelect
          label={t('coupon:builder_score_home')}
          value={score.home}
          onChange={(home) => setScore({ ...score, home })}
        />
        <ScoreSelect
          label={t('coupon:builder_score_away')}
          value={score.away}
          onChange={(away) => setScore({ ...score, away })}
        />
        <button
          type="button"
          className="bet-builder__pick focus-ring"
          onClick={() => toggle({ market: 'correctScore', home: score.home, away: score.away })}
        >
          {t('coupon:builder_add_score')}
        </button>
      </div>
      {picks.length > 0 ? (
        <div className="bet-builder__picks">
          <h4>{t('coupon:builder_picks')}</h4>
          <ul>
            {picks.map((p) => {
              const name = builderPickName(p, language);
              return (
                <li key={pickMarketKey(p)}>
                  {name}{' '}
                  <button
                    type="button"
                    className="focus-ring"
                    aria-label={t('coupon:builder_remove_pick', { name })}
                    onClick={() => toggle(p)}
                  >
                    ×
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <div className="bet-builder__quote" aria-live="polite" data-testid="bet-builder-quote">
        {picks.length < 2 ? (
          <p>{t('coupon:builder_pick_more')}</p>
        ) : quote === 'loading' ? (
          <p>{t('coupon:builder_quoting')}</p>
        ) : quote === null ? (
          <p role="alert">{t('coupon:builder_unavailable')}</p>
        ) : quote.ok ? (
          <p>
            {t('coupon:builder_price')}:{' '}
            <strong data-testid="bet-builder-coef" data-coef={quote.coef}>
              {global.formatCoef(quote.coef)}
            </strong>
          </p>
        ) : (
          <p role="alert" data-refusal={quote.refusal.code}>
            {t(`coupon:refusal_${quote.refusal.code}`)}
          </p>
        )}
      </div>
      <button
        type="button"
        className="bet-builder__add focus-ring"
        disabled={!quote || quote === 'loading' || !quote.ok}
        onClick={add}
      >
        {t('coupon:builder_add')}
      </button>
      {added ? <p role="status">{t('coupon:builder_added')}</p> : null}
    </section>
  );
});

/** One side's goals of the correct score. */
function ScoreSelect(p: { label: string; value: number; onChange: (goals: number) => void }) {
  return (
    <label>
      {p.label}{' '}
      <select value={p.value} onChange={(e) => p.onChange(Number(e.target.value))}>
        {SCORES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}
