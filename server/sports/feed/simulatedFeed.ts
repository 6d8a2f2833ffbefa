// The built-in simulated provider: schedules games across the catalogue, plays them out in time
// (sportSims.ts), prices every market from the pricing model with a margin, and emits GameDeltas.
// Deterministic: the same seed, clock start and options give the same deltas.
import {
  MARGIN_RANGE,
  MARKET_GROUPS,
  indicativeCoefs,
  priceMarket,
  type FairMarket,
} from '../../../domain/sports/pricing/index';
import {
  GameStatus,
  MarketKind,
  type Championship,
  type GameDelta,
  type GameDetails,
  type Market,
  type OutcomeChange,
} from '../../../domain/sports/types';
import { catalogTeams, OUTRIGHT_CHAMP_IDS, simulatedCatalog, type SportsCatalog } from '../catalog';
import { SeededRandom } from './random';
import { createSportSim, periodsScore, restoreSportSim, type SportSim } from './sportSims';
import {
  gameNumber,
  outrightEvent,
  permanentGameId,
  saveSimGame,
  SIMULATION,
  type SavedSimGame,
  type SavedSimulation,
  type SimGame,
  type SimulatedFeedOptions,
} from './simulation';
import type { FeedClock, FeedControl, FinalScore, SportsFeed, TradingControl } from './types';

export {
  gameNumber,
  outrightEvent,
  permanentGameId,
  SIMULATION,
  type SavedSimGame,
  type SavedSimulation,
  type SavedSimulationMeta,
  type SimulatedFeedOptions,
} from './simulation';

export class SimulatedFeed implements SportsFeed, FeedControl, TradingControl {
  readonly catalog: SportsCatalog;
  private rng: SeededRandom;
  private readonly clock: FeedClock;
  private readonly tickMs: number;
  private readonly lineGames: number;
  private readonly initialLiveGames: number;
  private readonly games = new Map<number, SimGame>();
  private readonly listeners = new Set<(delta: GameDelta) => void>();
  private nextGameId: number;
  private horizon = 0;
  private lastDriftAt = 0;
  private stopTicks: (() => void) | null = null;
  private seeded = false;
  private readonly paused: () => boolean;
  /** Games a trader suspended whole, and markets suspended one by one (server/trading/). */
  private readonly traderGames = new Set<number>();
  private readonly traderMarkets = new Set<number>();

  constructor(options: SimulatedFeedOptions) {
    this.rng = new SeededRandom(options.seed);
    this.clock = options.clock;
    this.catalog = options.catalog ?? simulatedCatalog();
    this.nextGameId = options.firstGameId ?? 1_000_001;
    this.tickMs = options.tickMs ?? SIMULATION.tickMs;
    this.lineGames = options.lineGames ?? SIMULATION.lineGames;
    this.initialLiveGames = options.initialLiveGames ?? SIMULATION.initialLiveGames;
    this.paused = options.paused ?? (() => false);
    if (options.restore) this.restore(options.restore);
  }

  onDelta(listener: (delta: GameDelta) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (this.stopTicks) return;
    if (!this.seeded) this.seedGames();
    for (const simGame of this.games.values()) {
      this.emit({
        gameId: simGame.game.id,
        seq: simGame.seq,
        created: structuredClone(simGame.game),
      });
    }
    this.stopTicks = this.clock.every(this.tickMs, () => this.tick());
  }

  stop(): void {
    this.stopTicks?.();
    this.stopTicks = null;
  }

  /** The games the feed is running (tests; a snapshot of what `created` deltas described). */
  gameIds(): number[] {
    return [...this.games.keys()];
  }

  /** These games as they stand (those the feed still runs), and the feed's own state. */
  exportState(gameIds: Iterable<number>): SavedSimulation {
    const games: SavedSimGame[] = [];
    for (const id of gameIds) {
      const simGame = this.games.get(id);
      if (simGame) games.push(saveSimGame(simGame));
    }
    return {
      meta: {
        random: this.rng.position(),
        nextGameId: this.nextGameId,
        horizon: this.horizon,
        lastDriftAt: this.lastDriftAt,
      },
      games,
    };
  }

  /** The games whose play moves on every tick (started, not finished). */
  playingGameIds(): number[] {
    const now = this.clock.now();
    return [...this.games.values()]
      .filter((g) => !g.game.isFinished && now >= g.game.startAt * 1000)
      .map((g) => g.game.id);
  }

  private restore(saved: SavedSimulation): void {
    const champs = new Map(this.catalog.championships.map((c) => [c.id, c]));
    for (const entry of saved.games) {
      const champ = champs.get(entry.game.champId);
      if (!champ) continue;
      this.games.set(entry.game.id, {
        game: structuredClone(entry.game),
        seq: entry.seq,
        sim: restoreSportSim(champ, entry.sim),
        keys: [...entry.keys],
        margin: entry.margin,
        teamIds: [...entry.teamIds],
        suspendedUntil: entry.suspendedUntil,
        pricedAt: entry.pricedAt,
        finishedAt: entry.finishedAt,
        pinned: new Map(entry.pinned),
      });
    }
    this.rng = new SeededRandom(saved.meta.random);
    const highest = Math.max(0, ...this.games.keys());
    this.nextGameId = Math.max(this.nextGameId, saved.meta.nextGameId, highest + 1);
    this.horizon = saved.meta.horizon;
    this.lastDriftAt = saved.meta.lastDriftAt;
    // The line is filled from here on as usual: no new live games are drawn at start.
    this.seeded = true;
  }

  // ------------------------------------------------------------ test control (FeedControl)

  finishGame(gameId: number, final: FinalScore): boolean {
    const simGame = this.games.get(gameId);
    if (!simGame || simGame.game.isFinished) return false;
    const { game } = simGame;
    game.status = final.cancelled ? GameStatus.Cancelled : GameStatus.Finished;
    game.score = periodsScore(final.home, final.away, [...(final.periods ?? [])]);
    // A finished game is no longer simulated; advance() removes it after finishedKeepMs.
    game.isFinished = true;
    simGame.finishedAt = this.clock.now();
    const outcomes: OutcomeChange[] = [];
    for (const market of game.markets) {
      for (const outcome of market.outcomes) {
        if (outcome.isBlocked) continue;
        outcome.isBlocked = true;
        outcomes.push({ id: outcome.id, coef: outcome.coef, isBlocked: true });
      }
    }
    simGame.seq += 1;
    this.emit({
      gameId,
      seq: simGame.seq,
      status: game.status,
      score: structuredClone(game.score),
      finished: true,
      ...(outcomes.length > 0 ? { outcomes } : {}),
    });
    return true;
  }

  setCoef(outcomeId: number, coef: number): boolean {
    // Outcome ids are market id * 10 + k, market ids game id * 100 + index (toMarket).
    const simGame = this.games.get(Math.floor(outcomeId / 1000));
    if (!simGame || simGame.game.isFinished) return false;
    const outcome = simGame.game.markets.flatMap((m) => m.outcomes).find((o) => o.id === outcomeId);
    if (!outcome) return false;
    simGame.pinned.set(outcomeId, coef);
    if (outcome.coef === coef) return true;
    outcome.coef = coef;
    simGame.seq += 1;
    this.emit({
      gameId: simGame.game.id,
      seq: simGame.seq,
      outcomes: [{ id: outcomeId, coef, isBlocked: outcome.isBlocked }],
    });
    return true;
  }

  scoreGoal(gameId: number, side: 'home' | 'away'): boolean {
    const simGame = this.games.get(gameId);
    if (!simGame || simGame.game.isFinished) return false;
    const now = this.clock.now();
    if (now < simGame.game.startAt * 1000) return false;
    if (!simGame.sim.scoreGoal?.(side)) return false;
    this.applyView(simGame);
    // Priced at once from the new score (no suspension), so the goal's own delta carries the
    // prices it moved: what a cash-out offer or an auto rule sees on the goal.
    const changes = this.reprice(simGame, Math.max(now, simGame.pricedAt));
    simGame.seq += 1;
    this.emit({
      gameId,
      seq: simGame.seq,
      score: structuredClone(simGame.game.score),
      ...(changes.length > 0 ? { outcomes: changes } : {}),
    });
    return true;
  }

  // ------------------------------------------------------------ a trader's hand (TradingControl)

  setTraderSuspension(gameId: number, marketId: number | null, suspended: boolean): boolean {
    const simGame = this.games.get(gameId);
    if (!simGame) return false;
    const markets =
      marketId === null
        ? simGame.game.markets
        : simGame.game.markets.filter((m) => m.id === marketId);
    if (markets.length === 0) return false;
    const held = marketId === null ? this.traderGames : this.traderMarkets;
    const key = marketId ?? gameId;
    if (suspended) held.add(key);
    else held.delete(key);
    if (simGame.game.isFinished) return true;
    // Released: the model's prices come back at once (its own suspension, if any, still holds).
    const now = this.clock.now();
    const changes = suspended
      ? this.blockTraderSuspended(simGame)
      : this.reprice(simGame, Math.max(now, simGame.pricedAt));
    if (changes.length > 0) {
      simGame.seq += 1;
      this.emit({ gameId, seq: simGame.seq, outcomes: changes });
    }
    return true;
  }

  private traderSuspended(gameId: number, marketId: number): boolean {
    return this.traderGames.has(gameId) || this.traderMarkets.has(marketId);
  }

  private blockTraderSuspended(simGame: SimGame): OutcomeChange[] {
    const changes: OutcomeChange[] = [];
    for (const market of simGame.game.markets) {
      if (!this.traderSuspended(simGame.game.id, market.id)) continue;
      for (const outcome of market.outcomes) {
        if (outcome.isBlocked) continue;
        outcome.isBlocked = true;
        changes.push({ id: outcome.id, coef: outcome.coef, isBlocked: true });
      }
    }
    return changes;
  }

  private emit(delta: GameDelta): void {
    for (const listener of this.listeners) listener(delta);
  }

  // ------------------------------------------------------------ scheduling

  private seedGames(): void {
    this.seeded = true;
    const now = this.clock.now();
    this.lastDriftAt = now;
    for (let i = 0; i < this.initialLiveGames; i += 1) {
      const simGame = this.createGame(now, true);
      if (!simGame) continue;
      // Play it from its start to now, so it is already live with a score and a clock.
      const elapsed = now - simGame.game.startAt * 1000;
      for (let t = 0; t < elapsed; t += this.tickMs) simGame.sim.step(this.rng, this.tickMs);
      this.applyView(simGame);
      this.reprice(simGame, now);
    }
    this.horizon = now + SIMULATION.minLeadMs;
    this.fillLine(now, false);
  }

  private fillLine(now: number, announce: boolean): void {
    let line = 0;
    for (const g of this.games.values()) if (g.game.status === GameStatus.NotStarted) line += 1;
    let attempts = 0;
    while (line < this.lineGames && attempts < this.lineGames * 8) {
      attempts += 1;
      this.horizon = Math.max(this.horizon, now + SIMULATION.minLeadMs);
      const startAt = this.horizon + Math.round(this.rng.exponential(SIMULATION.meanStartGapMs));
      const simGame = this.createGame(startAt, false);
      // Every team of the drawn championship is busy then: draw another (same start time).
      if (!simGame) continue;
      this.horizon = startAt;
      line += 1;
      if (announce) {
        this.emit({
          gameId: simGame.game.id,
          seq: simGame.seq,
          created: structuredClone(simGame.game),
        });
      }
    }
  }

  /** A new game of a random championship between two teams not playing now. */
  private createGame(at: number, alreadyLive: boolean): SimGame | null {
    const champ = this.rng.pick(this.catalog.championships);
    // A team plays one game at a time: it is busy around the start of its other games.
    const busy = new Set<number>();
    for (const g of this.games.values()) {
      const apart = Math.abs(g.game.startAt * 1000 - at);
      if (!g.game.isFinished && apart < SIMULATION.teamRestMs) {
        for (const id of g.teamIds) busy.add(id);
      }
    }
    const outright = OUTRIGHT_CHAMP_IDS.has(champ.id);
    const free = catalogTeams(champ.id).filter((t) => outright || !busy.has(t.id));
    if (free.length < 2) return null;
    // An outright event (a race, an election) has every runner; its one opponent is the event.
    const home = outright ? null : this.rng.pick(free);
    const away = home ? this.rng.pick(free.filter((t) => t.id !== home.id)) : null;
    const strength = home && away ? home.rating - away.rating + this.rng.between(-0.1, 0.1) : 0;
    const sim = this.createSim(champ, strength);
    const startMs = alreadyLive
      ? at - Math.round(this.rng.between(0.05, 0.8) * sim.expectedDurationMs)
      : at;
    const id = this.nextGameId;
    this.nextGameId += 1;
    const opponents =
      home && away
        ? [
            { id: home.id, name: home.name, nameEn: home.nameEn },
            { id: away.id, name: away.name, nameEn: away.nameEn },
          ]
        : [outrightEvent(champ, id)];
    const fair = sim.markets();
    const markets = fair.map((m, index) => this.toMarket(id, index, m));
    const view = sim.view();
    const game: GameDetails = {
      id,
      number: gameNumber(id),
      permanentId: permanentGameId(id),
      sportId: champ.sportId,
      champId: champ.id,
      opponents,
      startAt: Math.floor(startMs / 1000),
      status: view.status,
      timeSec: view.timeSec,
      period: view.period,
      score: view.score,
      isLiveInLive: this.rng.chance(0.25),
      hasVideo:
        champ.cyberType === 'stream' || champ.cyberType === 'virtual' || this.rng.chance(0.4),
      isFinished: false,
      ...(champ.cyberType ? { cyberType: champ.cyberType } : {}),
      isTop: champ.isTop && this.rng.chance(0.5),
      marketsCount: markets.length,
      markets,
      groups: MARKET_GROUPS.filter((g) => markets.some((m) => m.groupId === g.id)).map((g) => ({
        ...g,
      })),
    };
    const simGame: SimGame = {
      game,
      seq: 1,
      sim,
      keys: fair.map((m) => m.key),
      margin: this.rng.between(MARGIN_RANGE.min, SIMULATION.maxTargetMargin),
      // Runners of outright events race as often as the schedule draws them.
      teamIds: home && away ? [home.id, away.id] : [],
      suspendedUntil: 0,
      pricedAt: 0,
      finishedAt: null,
      pinned: new Map(),
    };
    this.games.set(id, simGame);
    this.reprice(simGame, at);
    return simGame;
  }

  private createSim(champ: Championship, strength: number): SportSim {
    return createSportSim(champ, strength, this.rng);
  }

  private toMarket(gameId: number, index: number, fair: FairMarket): Market {
    const id = gameId * 100 + index;
    return {
      id,
      typeId: fair.typeId,
      kind: fair.kind,
      // Markets of one tab depend on each other (the same event, seen differently).
      blockId: fair.groupId,
      groupId: fair.groupId,
      name: fair.name,
      ...(fair.param !== undefined ? { param: fair.param } : {}),
      ...(fair.period !== undefined ? { period: fair.period } : {}),
      isLive: false,
      // Period markets may not be combined in an express (SPEC section 4 "banned from express").
      isBannedExpress: fair.kind === MarketKind.PeriodResult,
      isMain: fair.isMain,
      outcomes: fair.outcomes.map((o, k) => ({
        id: id * 10 + k,
        typeId: o.typeId,
        name: o.name,
        coef: 1.01,
        isBlocked: true,
      })),
    };
  }

  // ------------------------------------------------------------ time

  private tick(): void {
    if (this.paused()) return;
    const now = this.clock.now();
    for (const simGame of [...this.games.values()]) this.advance(simGame, now);
    this.fillLine(now, true);
    if (now - this.lastDriftAt >= SIMULATION.lineDriftMs) {
      this.lastDriftAt = now;
      this.driftLine(now);
    }
  }

  private advance(simGame: SimGame, now: number): void {
    const { game } = simGame;
    if (game.isFinished) {
      if (simGame.finishedAt !== null && now - simGame.finishedAt >= SIMULATION.finishedKeepMs) {
        this.games.delete(game.id);
        simGame.seq += 1;
        this.emit({ gameId: game.id, seq: simGame.seq, removed: true });
      }
      return;
    }
    if (now < game.startAt * 1000) return;
    const step = simGame.sim.step(this.rng, this.tickMs);
    if (step.event) simGame.suspendedUntil = now + SIMULATION.suspendMs;
    const delta: GameDelta = { gameId: game.id, seq: simGame.seq + 1 };
    const before = {
      status: game.status,
      timeSec: game.timeSec,
      period: game.period,
      score: JSON.stringify(game.score),
    };
    this.applyView(simGame);
    if (game.status !== before.status) delta.status = game.status;
    if (game.timeSec !== before.timeSec && game.timeSec !== null) delta.timeSec = game.timeSec;
    if (game.period !== before.period) delta.period = game.period;
    if (JSON.stringify(game.score) !== before.score) delta.score = structuredClone(game.score);
    if (step.finished) {
      // Always named: a sim may have reached its end while an initial live game was played up
      // to now (a fight finished early), so the status did not change on this tick.
      delta.status = game.status;
      game.isFinished = true;
      simGame.finishedAt = now;
      delta.finished = true;
    }
    const due =
      step.event ||
      step.finished ||
      now - simGame.pricedAt >= SIMULATION.liveRepriceMs ||
      (simGame.suspendedUntil > 0 && now >= simGame.suspendedUntil);
    if (due) {
      if (now >= simGame.suspendedUntil) simGame.suspendedUntil = 0;
      const changes = this.reprice(simGame, now);
      if (changes.length > 0) delta.outcomes = changes;
    }
    if (Object.keys(delta).length > 2) {
      simGame.seq = delta.seq;
      this.emit(delta);
    }
  }

  private applyView(simGame: SimGame): void {
    const view = simGame.sim.view();
    const { game } = simGame;
    game.status = view.status;
    game.timeSec = view.timeSec;
    game.period = view.period;
    game.score = view.score;
  }

  /** Prices every market now; returns the outcomes whose coefficient or blocked flag changed. */
  private reprice(simGame: SimGame, now: number): OutcomeChange[] {
    const { game } = simGame;
    simGame.pricedAt = now;
    const fair = simGame.sim.markets();
    const suspended = game.isFinished || now < simGame.suspendedUntil;
    const changes: OutcomeChange[] = [];
    fair.forEach((fairMarket, index) => {
      const market = game.markets[index];
      if (!market || simGame.keys[index] !== fairMarket.key) return;
      const probabilities = fairMarket.outcomes.map((o) => o.probability);
      const coefs = suspended ? null : priceMarket(probabilities, simGame.margin);
      // Suspended for an event: keep the last prices. Unpriceable (as good as settled): show
      // where the prices stand, blocked.
      const shown = coefs ?? (suspended ? null : indicativeCoefs(probabilities, simGame.margin));
      const byTrader = this.traderSuspended(game.id, market.id);
      market.outcomes.forEach((outcome, k) => {
        const coef = simGame.pinned.get(outcome.id) ?? shown?.[k] ?? outcome.coef;
        const isBlocked = coefs === null || byTrader;
        if (coef !== outcome.coef || isBlocked !== outcome.isBlocked) {
          outcome.coef = coef;
          outcome.isBlocked = isBlocked;
          changes.push({ id: outcome.id, coef, isBlocked });
        }
      });
      if (fairMarket.name !== market.name) market.name = fairMarket.name;
    });
    return changes;
  }

  private driftLine(now: number): void {
    const line = [...this.games.values()].filter((g) => g.game.status === GameStatus.NotStarted);
    for (let i = 0; i < SIMULATION.lineDriftGames && line.length > 0; i += 1) {
      const simGame = this.rng.pick(line);
      simGame.sim.nudge(this.rng.between(-0.04, 0.04));
      const changes = this.reprice(simGame, now);
      if (changes.length === 0) continue;
      simGame.seq += 1;
      this.emit({ gameId: simGame.game.id, seq: simGame.seq, outcomes: changes });
    }
  }
}
