// The bet builder on the server (docs/bet-builder.md): a game's goals model read back from its
// current prices (the feed prices every market of a goals game from one model, so the expected
// goals that fit the markets' fair probabilities are that model's), the picks checked against the
// markets the game offers, and the joint price (domain/coupon/betBuilder.ts). The quote route and
// placement (server/coupon/placementRules.ts) both price with `quoteBuilder`.
import {
  DEFAULT_BET_BUILDER_TERMS,
  fairProbabilities,
  fitExpectedGoals,
  pickOfOutcome,
  priceBuilder,
  type BetBuilderTerms,
  type BuilderModel,
  type BuilderPick,
  type BuilderQuote,
  type BuilderRefusal,
  type PricedEvent,
} from '../../domain/coupon/index';
import { isGameFinished } from '../../domain/sports/liveRule';
import { MARKET_TYPE } from '../../domain/sports/pricing/fairMarket';
import { GameStatus, type GameDetails, type Market } from '../../domain/sports/types';
import type { BrandSiteFile } from '../../runtime/schema/types';
import { brandTerms } from '../config/brandTerms';

/** The brand's bet builder terms (site.json `betBuilder`; absent: the defaults). */
export function betBuilderTermsOf(site: BrandSiteFile): BetBuilderTerms {
  return brandTerms(DEFAULT_BET_BUILDER_TERMS, site.betBuilder);
}

const open = (m: Market) => m.outcomes.length > 0 && m.outcomes.every((o) => !o.isBlocked);

/** Each open market's outcomes as events of the final score with their fair probabilities. */
function pricedEvents(markets: readonly Market[]): PricedEvent[] {
  const events: PricedEvent[] = [];
  for (const market of markets) {
    if (!open(market)) continue;
    const fair = fairProbabilities(market.outcomes.map((o) => o.coef));
    market.outcomes.forEach((o, i) => {
      const pick = pickOfOutcome(market, o.typeId);
      if (pick) events.push({ pick, probability: fair[i]! });
    });
  }
  return events;
}

/** A game the goals model prices: it has a 1X2 result and a both-teams-to-score market. */
export function isGoalsGame(game: GameDetails): boolean {
  return (
    game.markets.some((m) => m.typeId === MARKET_TYPE.result1x2) &&
    game.markets.some((m) => m.typeId === MARKET_TYPE.bothToScore)
  );
}

/** The game's goals model from its open markets, or why the builder is not offered on it now. */
export function builderModelOf(game: GameDetails): BuilderModel | BuilderRefusal {
  if (!isGoalsGame(game)) return { code: 'builder_unsupported_game' };
  const full = game.markets.filter((m) => m.period === undefined);
  const main = full.find((m) => m.typeId === MARKET_TYPE.result1x2);
  if (!main || !open(main)) return { code: 'builder_market_unavailable' };
  const score = { home: game.score?.home ?? 0, away: game.score?.away ?? 0 };
  const events = pricedEvents(full).filter((e) => e.pick.market !== 'periodResult');
  const fitted = fitExpectedGoals(score, events);
  const model: BuilderModel = { ...score, ...fitted };
  const periodMarket = game.markets.find(
    (m) => m.typeId === MARKET_TYPE.periodResult && m.period === 1,
  );
  if (periodMarket && open(periodMarket) && (game.period ?? 0) <= 1) {
    const first = game.score?.periods[0] ?? { home: 0, away: 0 };
    const periodEvents = pricedEvents([periodMarket]).map((e) => ({
      pick:
        e.pick.market === 'periodResult'
          ? ({ market: 'result', pick: e.pick.pick } as const)
          : e.pick,
      probability: e.probability,
    }));
    const fp = fitExpectedGoals(first, periodEvents, {
      home: fitted.homeExpected / 2,
      away: fitted.awayExpected / 2,
    });
    model.firstPeriod = {
      home: first.home,
      away: first.away,
      // Part of the match's expected goals: never more than they.
      homeExpected: Math.min(fp.homeExpected, fitted.homeExpected),
      awayExpected: Math.min(fp.awayExpected, fitted.awayExpected),
    };
  }
  return model;
}

/** The pick's market is one the game offers open now (lines as offered; correct score with the 1X2). */
function pickOffered(game: GameDetails, pick: BuilderPick): boolean {
  const find = (typeId: number, param?: number, period?: number) =>
    game.markets.some(
      (m) =>
        m.typeId === typeId &&
        (param === undefined || m.param === param) &&
        m.period === period &&
        open(m),
    );
  switch (pick.market) {
    case 'result':
    case 'correctScore':
      return find(MARKET_TYPE.result1x2);
    case 'total':
      return find(MARKET_TYPE.total, pick.line);
    case 'teamTotal':
      return find(pick.team === 'home' ? MARKET_TYPE.homeTotal : MARKET_TYPE.awayTotal, pick.line);
    case 'handicap':
      return find(MARKET_TYPE.handicap, pick.line);
    case 'btts':
      return find(MARKET_TYPE.bothToScore);
    case 'periodResult':
      return find(MARKET_TYPE.periodResult, undefined, pick.period);
  }
}

/** The builder's quote on this game now (the game finished or suspended: refused). */
export function quoteBuilder(
  game: GameDetails,
  picks: readonly BuilderPick[],
  terms: BetBuilderTerms,
  suspended = false,
): BuilderQuote {
  if (!terms.enabled) return { ok: false, refusal: { code: 'builder_off' } };
  if (suspended || isGameFinished(game) || game.status === GameStatus.Cancelled) {
    return { ok: false, refusal: { code: 'builder_market_unavailable' } };
  }
  const model = builderModelOf(game);
  if ('code' in model) return { ok: false, refusal: model };
  const unavailable = picks.flatMap((p, i) => (pickOffered(game, p) ? [] : [i]));
  const quote = priceBuilder(model, picks, terms);
  if (!quote.ok) return quote;
  if (unavailable.length > 0) {
    return { ok: false, refusal: { code: 'builder_market_unavailable', picks: unavailable } };
  }
  return quote;
}
