// Fights (UFC, SPEC section 2 page type "ufc"): three rounds with a break between them; a finish
// can end the fight in any round, else the judges' rounds decide. Priced by fightMarkets
// (domain/sports/pricing/specialsModel.ts) from the same parameters the simulation plays with.
import { FIGHT_ROUNDS, fightMarkets } from '../../../../domain/sports/pricing/index';
import type { FairMarket, FightState } from '../../../../domain/sports/pricing/index';
import type { PeriodScore } from '../../../../domain/sports/types';
import type { SeededRandom } from '../random';
import { clamp, periodsScore, simClockSec, simStatus, StrengthSim } from '../sportSim';
import type { SimStep, SimView } from '../sportSim';

export const FIGHT_ROUND_MS = 60_000;
export const FIGHT_BREAK_MS = 20_000;
/** P(a finish in one whole round). */
export const FIGHT_FINISH_PER_ROUND = 0.22;

export class FightSim extends StrengthSim {
  readonly expectedDurationMs = FIGHT_ROUNDS * FIGHT_ROUND_MS + (FIGHT_ROUNDS - 1) * FIGHT_BREAK_MS;
  private round = 0;
  private roundMs = 0;
  private breakLeftMs = 0;
  private elapsedMs = 0;
  /** One entry a round started: 1:0 to the side the round went to (judges or finish). */
  private readonly rounds: PeriodScore[] = [];
  private winner: 'home' | 'away' | null = null;

  constructor(strength: number) {
    super(strength);
  }

  private state(): FightState {
    const judged = this.rounds.slice(0, this.breakLeftMs > 0 ? this.rounds.length : this.round - 1);
    return {
      round: this.breakLeftMs > 0 ? this.round + 1 : this.round,
      roundProgress: this.breakLeftMs > 0 ? 0 : this.roundMs / FIGHT_ROUND_MS,
      roundsHome: judged.filter((r) => r.home > r.away).length,
      roundsAway: judged.filter((r) => r.away > r.home).length,
      winner: this.winner,
      roundsFought: this.rounds.length,
      finishPerRound: FIGHT_FINISH_PER_ROUND,
      homeFinish: clamp(0.5 + 0.35 * this.strength, 0.15, 0.85),
      homeRound: clamp(0.5 + 0.3 * this.strength, 0.2, 0.8),
    };
  }

  step(rng: SeededRandom, dtMs: number): SimStep {
    if (this.winner) return { event: false, finished: true };
    this.elapsedMs += dtMs;
    if (this.round === 0) {
      this.round = 1;
      this.rounds.push({ home: 0, away: 0 });
    }
    if (this.breakLeftMs > 0) {
      this.breakLeftMs = Math.max(0, this.breakLeftMs - dtMs);
      if (this.breakLeftMs === 0) {
        this.round += 1;
        this.roundMs = 0;
        this.rounds.push({ home: 0, away: 0 });
      }
      return { event: false, finished: false };
    }
    const state = this.state();
    const current = this.rounds[this.rounds.length - 1] as PeriodScore;
    const share = Math.min(1, dtMs / FIGHT_ROUND_MS);
    // The round's finish hazard spread evenly over its time.
    if (rng.chance(1 - (1 - FIGHT_FINISH_PER_ROUND) ** share)) {
      this.winner = rng.chance(state.homeFinish) ? 'home' : 'away';
      current[this.winner] = 1;
      return { event: true, finished: true };
    }
    this.roundMs += dtMs;
    if (this.roundMs < FIGHT_ROUND_MS) return { event: false, finished: false };
    const homeRound = rng.chance(state.homeRound);
    current[homeRound ? 'home' : 'away'] = 1;
    if (this.round < FIGHT_ROUNDS) {
      this.breakLeftMs = FIGHT_BREAK_MS;
      return { event: true, finished: false };
    }
    const home = this.rounds.filter((r) => r.home > r.away).length;
    this.winner = home * 2 > FIGHT_ROUNDS ? 'home' : 'away';
    return { event: true, finished: true };
  }

  view(): SimView {
    const started = this.round > 0;
    const home = this.winner ? (this.winner === 'home' ? 1 : 0) : 0;
    const away = this.winner ? 1 - home : 0;
    return {
      status: simStatus(this.winner !== null, started, this.breakLeftMs > 0),
      timeSec: simClockSec(started, this.elapsedMs),
      period: this.round,
      // The winner scores 1 (settles the winner market); a period a round started.
      score: periodsScore(home, away, this.rounds),
    };
  }

  markets(): FairMarket[] {
    return fightMarkets(this.state());
  }
}
